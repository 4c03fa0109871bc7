import type { MomentMeta, MomentPermissionValue, NewMoment } from '../moments';
import { pictureThumb } from './moment-rules';

/** Up to nine pictures, or one video (product-spec §2 "Moments"). */
export const MAX_PICTURES = 9;
/** The server's limit on a moment's text. */
export const MAX_MOMENT_TEXT = 10_000;

/** A picture, or a video with its poster, as the files kept for the draft describe them. */
export type DraftMedia =
  { kind: 'picture'; width: number; height: number } | { kind: 'video'; width: number; height: number };

/**
 * A moment on its way out. It is written down before its files go up, so a failed publish (or one a reload cut
 * short) can be retried; its files are kept with the chat's kept upload files under the draft's id.
 */
export interface MomentDraft {
  id: string;
  text: string;
  media: DraftMedia[];
  permission: MomentPermissionValue;
  userIDs: string[];
  groupIDs: string[];
  atUserIDs: string[];
}

const draftKey = (userID: string) => `parley-moment-draft:${userID}`;

export function saveDraft(storage: Storage, userID: string, draft: MomentDraft): void {
  storage.setItem(draftKey(userID), JSON.stringify(draft));
}

export function readDraft(storage: Storage, userID: string): MomentDraft | null {
  try {
    const value = JSON.parse(storage.getItem(draftKey(userID)) ?? 'null') as MomentDraft | null;
    return value && typeof value.id === 'string' && Array.isArray(value.media) ? value : null;
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage, userID: string): void {
  storage.removeItem(draftKey(userID));
}

/** What may be published: some text or media, and at most nine pictures or one video. Null when it is fine. */
export function draftProblem(draft: Pick<MomentDraft, 'text' | 'media'>): 'empty' | 'tooMany' | 'tooLong' | null {
  if (!draft.text.trim() && draft.media.length === 0) return 'empty';
  if (draft.text.length > MAX_MOMENT_TEXT) return 'tooLong';
  const videos = draft.media.filter((item) => item.kind === 'video').length;
  if (videos > 1 || (videos === 1 && draft.media.length > 1) || draft.media.length > MAX_PICTURES) return 'tooMany';
  return null;
}

/**
 * The moment to send once its files are up. A video's files are [video, poster]; pictures one file each.
 * Lists that do not apply to the permission are sent empty.
 */
export function momentFromDraft(draft: MomentDraft, urls: readonly string[]): NewMoment {
  const video = draft.media[0]?.kind === 'video' ? draft.media[0] : null;
  const metas: MomentMeta[] = video
    ? [{ original: urls[0]!, thumb: urls[1] ?? '', width: video.width, height: video.height }]
    : draft.media.map((item, index) => ({
        original: urls[index]!,
        thumb: pictureThumb(urls[index]!),
        width: item.width,
        height: item.height,
      }));
  const listed = draft.permission === 2 || draft.permission === 3;
  return {
    content: { metas, text: draft.text.trim(), type: video ? 1 : 0 },
    permission: draft.permission,
    atUserIDs: draft.atUserIDs,
    permissionUserIDs: listed ? draft.userIDs : [],
    permissionGroupIDs: listed ? draft.groupIDs : [],
  };
}
