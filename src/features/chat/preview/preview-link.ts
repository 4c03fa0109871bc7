import { linkifyText } from '../text/linkify';
import { MAX_PREVIEW_URL } from '../../../../wire/link-preview';

/** The link a text message's card is for: its first http(s) address, as the bubble links it. */
export function previewLink(text: string): string | null {
  for (const segment of linkifyText(text)) {
    if (segment.kind === 'link' && segment.href.length <= MAX_PREVIEW_URL) return segment.href;
  }
  return null;
}
