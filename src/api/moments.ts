import type { MomentCursor } from '../../wire/moment-cursor';
import { chatPost } from './chat-client';

export type { MomentCursor };

/** Who may see a moment (chat-service.md §2.2). */
export const MomentPermission = { public: 0, private: 1, onlyListed: 2, allButListed: 3 } as const;
export type MomentPermissionValue = (typeof MomentPermission)[keyof typeof MomentPermission];

/** Kinds of interaction in the interactive list and of the logs. */
export const InteractionType = { like: 1, at: 2, comment: 3 } as const;

export interface UserBrief {
  userID: string;
  nickname?: string;
  faceURL?: string;
}

export interface MomentMeta {
  original: string;
  thumb?: string;
  width?: number;
  height?: number;
}

export interface MomentComment extends UserBrief {
  commentID: string;
  replyUserID?: string;
  replyNickname?: string;
  replyFaceURL?: string;
  content: string;
  createTime: number;
}

/** A WorkMoment as the chat service returns it; Go leaves empty fields out, so most may be missing. */
export interface WorkMoment extends UserBrief {
  workMomentID: string;
  content: { metas?: MomentMeta[]; text?: string; type?: number };
  likeUsers?: UserBrief[];
  comments?: MomentComment[];
  atUsers?: UserBrief[];
  permissionUsers?: UserBrief[];
  permission?: number;
  createTime: number;
}

/** One entry of the interactive list: the moment, who did what, when, and whether it is new. */
export interface InteractionLog extends WorkMoment {
  type: number;
  opUser?: UserBrief;
  logTime?: number;
  unread?: boolean;
}

export interface NewMoment {
  content: { metas: MomentMeta[]; text: string; type: 0 | 1 };
  permission: MomentPermissionValue;
  atUserIDs: string[];
  permissionUserIDs: string[];
  permissionGroupIDs: string[];
}

/** Page size of the feeds and the interactive list (mitichat's 20). */
export const MOMENTS_PAGE_SIZE = 20;

const pagination = (pageNumber: number) => ({ pageNumber, showNumber: MOMENTS_PAGE_SIZE });
const OFFICE = '/office/work_moment';

/**
 * A feed's first page (no cursor) or the page after `cursor`, the last moment already listed: unlike a page number,
 * a cursor neither repeats nor skips a moment when others are posted while the user scrolls.
 */
const feedPaging = (cursor: MomentCursor | null) => ({ pagination: pagination(1), ...(cursor ? { cursor } : {}) });

export const fetchFeedPage = async (cursor: MomentCursor | null) =>
  (await chatPost<{ workMoments?: WorkMoment[] }>(`${OFFICE}/find/recv`, feedPaging(cursor))).workMoments ?? [];

export const fetchUserMomentsPage = async (userID: string, cursor: MomentCursor | null) =>
  (await chatPost<{ workMoments?: WorkMoment[] }>(`${OFFICE}/find/send`, { userID, ...feedPaging(cursor) }))
    .workMoments ?? [];

export const fetchInteractionsPage = async (pageNumber: number) =>
  (await chatPost<{ workMoments?: InteractionLog[] }>(`${OFFICE}/logs`, { pagination: pagination(pageNumber) }))
    .workMoments ?? [];

export const fetchMoment = async (workMomentID: string) =>
  (await chatPost<{ workMoment: WorkMoment }>(`${OFFICE}/get`, { workMomentID })).workMoment;

export const publishMoment = async (moment: NewMoment) =>
  (await chatPost<{ workMoment: WorkMoment }>(`${OFFICE}/add`, moment)).workMoment;

export const deleteMoment = (workMomentID: string) => chatPost(`${OFFICE}/del`, { workMomentID });

export const likeMoment = async (workMomentID: string, like: boolean) =>
  (await chatPost<{ workMoment: WorkMoment }>(`${OFFICE}/like`, { workMomentID, like })).workMoment;

export const commentOnMoment = async (workMomentID: string, content: string, replyUserID = '') =>
  (
    await chatPost<{ commentID: string; workMoment: WorkMoment }>(`${OFFICE}/comment/add`, {
      workMomentID,
      content,
      replyUserID,
    })
  ).workMoment;

export const deleteMomentComment = (workMomentID: string, commentID: string) =>
  chatPost(`${OFFICE}/comment/del`, { workMomentID, commentID });

export const fetchMomentsUnreadCount = async () =>
  (await chatPost<{ total?: number }>(`${OFFICE}/unread/count`, {})).total ?? 0;

/** 1 clears the count (the badges), 2 the list's new marks, 3 both. */
export const clearMomentsUnread = (type: 1 | 2 | 3) => chatPost(`${OFFICE}/unread/clear`, { type });
