import type { MessageItem } from '../../../state/sdk-types';
import { ContentType } from '../../../state/messages/content-type';

const UPLOADING_TYPES: ReadonlySet<number> = new Set([
  ContentType.picture,
  ContentType.voice,
  ContentType.video,
  ContentType.file,
]);

/** Messages whose sending uploads files first, and so has progress to show. */
export const carriesFiles = (message: MessageItem) => UPLOADING_TYPES.has(message.contentType);
