import type { MessageItem } from '../../../state/sdk-types';
import { ContentType } from '../../../state/messages/content-type';
import { webURL } from '../rich/custom-data';
import { parseFace } from '../rich/face-data';
import type { Sticker } from './stickers-db';

const STATUS_SENT = 2;

/**
 * The sticker a message can give: a picture that reached the server (its http(s) address, not a local file) or a
 * face message showing an image. Null for anything else.
 */
export function stickerOf(message: MessageItem): Omit<Sticker, 'addedAt'> | null {
  if (message.status !== STATUS_SENT) return null;
  if (message.contentType === ContentType.picture) {
    const source = message.pictureElem?.sourcePicture;
    const big = message.pictureElem?.bigPicture;
    const url = webURL(source?.url ?? '') ?? webURL(big?.url ?? '');
    if (!url) return null;
    return { url, width: source?.width || big?.width || 0, height: source?.height || big?.height || 0 };
  }
  if (message.contentType === ContentType.face) {
    const face = parseFace(message.faceElem);
    if (face?.kind !== 'image') return null;
    return { url: face.url, width: face.width ?? 0, height: face.height ?? 0 };
  }
  return null;
}
