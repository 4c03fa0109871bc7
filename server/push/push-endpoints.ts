import { parse as legacyParse } from 'node:url';
import { lookup } from 'node:dns/promises';

/**
 * Which push endpoints the server will POST to. A subscription's endpoint is a URL the client chooses, so an open
 * rule would let any user make the server send requests into its own network (SSRF). Only the browsers' push
 * services are allowed, over https on the default port, plus hosts a deployment names and, for tests, one exact
 * local origin that must be configured on purpose. The address a name resolves to is checked too
 * (push-addresses.ts), when the subscription is made and again on every connection.
 */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  '.notify.windows.com', // Edge on Windows
  '.push.apple.com', // Safari
];

/** All addresses a host name resolves to (every family). */
export type ResolveHost = (host: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface EndpointRules {
  /** Extra exact host names, or suffixes starting with a dot. */
  extraHosts: readonly string[];
  /** An origin such as http://127.0.0.1:4567 allowed as is (tests only); '' for none. */
  testOrigin: string;
  /** How subscribe-time checks resolve a host; DNS unless a unit test has no network. */
  resolve: ResolveHost;
}

export function endpointRules(pushHosts: string, testOrigin: string, resolve = resolveWithDns): EndpointRules {
  const extraHosts = pushHosts
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { extraHosts, testOrigin: testOrigin.trim(), resolve };
}

const hostMatches = (host: string, rule: string) => (rule.startsWith('.') ? host.endsWith(rule) : host === rule);

/**
 * "https://", then a host of letters, digits, dots and dashes only, then a path or nothing. web-push connects to
 * whatever Node's legacy url.parse finds, and `https://127.0.0.1;.notify.windows.com/` or `https://2130706433{.x`
 * read differently there than in the WHATWG parser; with this shape there is nothing left for them to disagree on.
 */
const STRICT_ENDPOINT = /^https:\/\/([a-z0-9.-]+)(?:\/[^\s\\]*)?$/i;

/** The test origin, exactly: it is the one endpoint allowed to be local. */
export function isTestEndpoint(endpoint: string, rules: EndpointRules): boolean {
  if (!rules.testOrigin) return false;
  try {
    return new URL(endpoint).origin === rules.testOrigin;
  } catch {
    return false;
  }
}

/** Why an endpoint is refused, or null when its form may be used (its addresses are checked apart). */
export function refuseEndpoint(endpoint: string, rules: EndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint is not a URL';
  }
  if (url.username || url.password) return 'endpoint must not carry credentials';
  if (rules.testOrigin && url.origin === rules.testOrigin) return null;
  if (url.protocol !== 'https:') return 'endpoint must be https';
  if (url.port !== '') return 'endpoint must use the default https port';
  const strict = STRICT_ENDPOINT.exec(endpoint);
  const host = strict?.[1]?.toLowerCase();
  // Both parsers must name the very host the text shows (no number forms such as 2130706433, no trailing dot games).
  if (!host || url.hostname !== host || legacyParse(endpoint).hostname !== host || host.endsWith('.'))
    return 'endpoint host must be letters, digits, dots and dashes only';
  if ([...BROWSER_PUSH_HOSTS, ...rules.extraHosts].some((rule) => hostMatches(host, rule))) return null;
  return 'endpoint is not a known push service';
}
