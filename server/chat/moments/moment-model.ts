import type { MomentCursor } from '../../../wire/moment-cursor.ts';
import type { RelationFacts } from '../relation-facts.ts';
/** What moments are made of: their permissions, rows and the shapes the clients read (chat-service.md §2.2). */
export const Permission = { public: 0, private: 1, onlyListed: 2, allButListed: 3 } as const;
export const LogType = { like: 1, at: 2, comment: 3 } as const;

export interface MomentContent {
  metas: Array<{ original: string; thumb: string; width: number; height: number }>;
  text: string;
  type: number;
}

export interface UserBrief {
  userID: string;
  nickname: string;
  faceURL: string;
}

/** WorkMoment as the clients read it (chat-service.md §2.2). */
export interface WorkMoment extends UserBrief {
  workMomentID: string;
  content: MomentContent;
  likeUsers: UserBrief[];
  comments: Array<
    UserBrief & {
      commentID: string;
      replyUserID: string;
      replyNickname: string;
      replyFaceURL: string;
      content: string;
      createTime: number;
    }
  >;
  atUsers: UserBrief[];
  permissionUsers: UserBrief[];
  permission: number;
  createTime: number;
}

/** One entry of the interactive list (an extension of the logs' WorkMoment: who did it, when, and whether it is new). */
export interface InteractionLog extends WorkMoment {
  type: number;
  opUser: UserBrief;
  logTime: number;
  unread: boolean;
}

/** Whether `viewer` may see `moment` (momentVisibility in ../visibility.ts). */
export type Visible = (viewer: string, moment: MomentRow) => boolean;
/** The visibility rule (../visibility.ts), applied to the friendships and blocks read for one request. */
export type VisibilityRule = (relations: RelationFacts) => Visible;

export type { MomentCursor } from '../../../wire/moment-cursor.ts';

/** A feed page: after a cursor (keyset, the same cost at any depth), or OpenIM's page number as an offset. */
export type FeedPage = { limit: number } & ({ after: MomentCursor } | { offset: number });

/** Log rows read at a time while a page of the interactive list is filled. */
export const LOG_SCAN = 200;

export interface LogRow {
  work_moment_id: string;
  type: number;
  op_user_id: string;
  create_time: number;
  listed: number;
}

export interface MomentRow {
  work_moment_id: string;
  user_id: string;
  content: string;
  permission: number;
  create_time: number;
  /** The users its permission lists (permissions 2 and 3), read with the row so visibility is decided in memory. */
  listed: readonly string[];
}
