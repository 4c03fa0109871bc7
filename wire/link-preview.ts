/**
 * Link previews (issue 39): what the chat service answers at /parley/link-preview, and how a message says its
 * sender removed the preview. Client and chat service both read them from here. Only plain values.
 */

/** A page's card, as the chat service fetched it. `image` is a data: URL of a re-encoded picture, or ''. */
export interface LinkPreview {
  url: string;
  title: string;
  description: string;
  siteName: string;
  image: string;
}

/** No preview: the page has no title, could not be fetched, or its address is refused. */
export interface LinkPreviewAnswer {
  preview: LinkPreview | null;
}

/** The longest URL previewed, in characters. */
export const MAX_PREVIEW_URL = 2048;

/**
 * The sender's choice travels in the message's `ex` (a free string OpenIM stores and delivers as is, and its own
 * clients never show): a JSON object whose `parleyLinkPreview` is "off" when the sender removed the preview.
 * Other keys another client put there are kept.
 */
const EX_KEY = 'parleyLinkPreview';

function exObject(ex: string | undefined): Record<string, unknown> | null {
  if (!ex) return {};
  try {
    const parsed: unknown = JSON.parse(ex);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `ex` with the preview removed; an `ex` that is not a JSON object is left as it is (the preview then shows). */
export function exWithoutLinkPreview(ex: string | undefined): string {
  const object = exObject(ex);
  if (!object) return ex ?? '';
  return JSON.stringify({ ...object, [EX_KEY]: 'off' });
}

export function linkPreviewRemoved(ex: string | undefined): boolean {
  return exObject(ex)?.[EX_KEY] === 'off';
}
