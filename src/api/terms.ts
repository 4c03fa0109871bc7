import { chatPost } from './chat-client';

/** Parley's own general agreement (public/terms.html), for a server whose operator set none. */
export const DEFAULT_TERMS_URL = '/terms.html';

/**
 * A link the registration screen may show: an http(s) address or a path on this site. Anything else (a
 * javascript: address, another scheme, a protocol-relative "//host") is never put in an href.
 */
export function safeTermsUrl(value: unknown): string {
  if (typeof value !== 'string' || !value) return DEFAULT_TERMS_URL;
  if (/^\/(?![/\\])\S*$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : DEFAULT_TERMS_URL;
  } catch {
    return DEFAULT_TERMS_URL;
  }
}

/**
 * The operator's user service agreement (PARLEY_TERMS_URL), as the chat service publishes it at
 * /parley/capabilities. Asked afresh each time, so a changed setting shows without a reinstall; a service without
 * the route, or none reachable, gets Parley's own page.
 */
export async function fetchTermsUrl(): Promise<string> {
  try {
    const answer = await chatPost<{ termsUrl?: unknown } | undefined>('/parley/capabilities', {}, false);
    return safeTermsUrl(answer?.termsUrl);
  } catch {
    return DEFAULT_TERMS_URL;
  }
}
