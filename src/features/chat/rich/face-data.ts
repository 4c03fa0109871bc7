import type { MessageItem } from '../../../state/sdk-types';
import { webURL } from './custom-data';

/** An image face may tell its size (Parley's stickers do), so the bubble can keep its shape while it loads. */
export type Face = { kind: 'image'; url: string; width?: number; height?: number } | { kind: 'text'; text: string };

const size = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/**
 * What a face message shows: faceElem.data is either the address of a sticker image (used only when it is http(s))
 * or the emoji itself. Anything else, or nothing, is null.
 */
export function parseFace(elem: MessageItem['faceElem'] | undefined): Face | null {
  const data = typeof elem?.data === 'string' ? elem.data.trim() : '';
  if (!data) return null;
  // A scheme followed at once by more text is an address (https://…, but also javascript:…, which is refused).
  if (/^[a-z][a-z0-9+.-]*:\S/i.test(data)) {
    const url = webURL(data);
    return url ? { kind: 'image', url } : null;
  }
  // Some clients wrap the payload as JSON {url} or {emoji}.
  if (data.startsWith('{')) {
    try {
      const value = JSON.parse(data) as {
        url?: unknown;
        width?: unknown;
        height?: unknown;
        emoji?: unknown;
        text?: unknown;
      };
      const url = typeof value.url === 'string' ? webURL(value.url) : null;
      if (url) {
        const [width, height] = [size(value.width), size(value.height)];
        return width && height ? { kind: 'image', url, width, height } : { kind: 'image', url };
      }
      const text = [value.emoji, value.text].find((v): v is string => typeof v === 'string' && v.trim() !== '');
      return text ? { kind: 'text', text: text.trim() } : null;
    } catch {
      // Not JSON after all: it is text.
    }
  }
  return { kind: 'text', text: data };
}
