import { cursorAfter } from '../../../wire/moment-cursor';
import type { MomentComment, WorkMoment } from '../moments';

/** The server's rule (chat-service.md §2.2): the commenter, the moment's author or the person replied to. */
export function canDeleteComment(comment: MomentComment, moment: WorkMoment, selfUserID: string): boolean {
  return [comment.userID, moment.userID, comment.replyUserID].includes(selfUserID);
}

/** Replies go only to someone who has commented, and never to oneself. */
export function canReplyTo(comment: MomentComment, selfUserID: string): boolean {
  return comment.userID !== selfUserID;
}

export const likedBy = (moment: WorkMoment, userID: string) =>
  (moment.likeUsers ?? []).some((user) => user.userID === userID);

/** Pages of an infinite list, as TanStack Query keeps them. */
export interface Pages<T> {
  pages: T[][];
  pageParams: unknown[];
}

/** Puts the fresh copy of a moment wherever it is listed. */
export function replaceMoment<T extends WorkMoment>(data: Pages<T> | undefined, moment: WorkMoment) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.map((item) => (item.workMomentID === moment.workMomentID ? ({ ...item, ...moment } as T) : item)),
    ),
  };
}

export function removeMoment<T extends WorkMoment>(data: Pages<T> | undefined, workMomentID: string) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => page.filter((item) => item.workMomentID !== workMomentID)) };
}

/** The pages as one list; a moment that moved to a later page while paging shows once. */
export function flattenMoments<T extends WorkMoment>(pages: readonly T[][] | undefined): T[] {
  const seen = new Set<string>();
  return (pages ?? []).flat().filter((item) => {
    if (seen.has(item.workMomentID)) return false;
    seen.add(item.workMomentID);
    return true;
  });
}

/** The next page number when the last page was full, else undefined: the list has ended. */
export const nextPage = (lastPage: readonly unknown[], allPages: readonly unknown[][], pageSize: number) =>
  lastPage.length >= pageSize ? allPages.length + 1 : undefined;

/** The feeds' next page starts after the last moment listed, when the last page was full; else the feed has ended. */
export const nextCursor = (lastPage: readonly WorkMoment[], pageSize: number) =>
  lastPage.length >= pageSize ? cursorAfter(lastPage) : undefined;

/** Thumbnail of an uploaded picture: the object storage scales it (server/storage/thumbnails.ts). */
export function pictureThumb(url: string, side = 480): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('type', 'image');
    parsed.searchParams.set('width', String(side));
    parsed.searchParams.set('height', String(side));
    return parsed.href;
  } catch {
    return url;
  }
}
