import type { Selectable } from 'kysely';
import type { ChatDb, ChatTables } from '../storage/chat-schema.ts';
import type { RelationFacts } from '../relation-facts.ts';
import type { MomentContent, MomentRow, UserBrief, WorkMoment } from './moment-model.ts';

type CommentRow = Selectable<ChatTables['work_moment_comments']>;

/** What a page of moments carries besides the moments: read for the whole page in three statements. */
export interface PageDetails {
  likes: Map<string, string[]>;
  comments: Map<string, CommentRow[]>;
  at: Map<string, string[]>;
  listed: Map<string, string[]>;
}

const grouped = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/**
 * The likes, comments, mentions and permission lists of `ids` (a page, at most 100): one statement each kind, in
 * order of time, whatever the page's size.
 */
export async function pageDetails(db: ChatDb, ids: readonly string[]): Promise<PageDetails> {
  if (ids.length === 0) return { likes: new Map(), comments: new Map(), at: new Map(), listed: new Map() };
  const [likes, comments, users] = await Promise.all([
    db
      .selectFrom('work_moment_likes')
      .select(['work_moment_id', 'user_id'])
      .where('work_moment_id', 'in', ids)
      .orderBy('create_time')
      .execute(),
    db
      .selectFrom('work_moment_comments')
      .selectAll()
      .where('work_moment_id', 'in', ids)
      .orderBy('create_time')
      .execute(),
    db
      .selectFrom('work_moment_users')
      .select(['work_moment_id', 'user_id', 'kind'])
      .where('work_moment_id', 'in', ids)
      .execute(),
  ]);
  const userIDs = (rows: ReadonlyArray<{ user_id: string }>) => rows.map((row) => row.user_id);
  const of = <T extends { work_moment_id: string }>(rows: readonly T[]) => grouped(rows, (row) => row.work_moment_id);
  return {
    likes: new Map([...of(likes)].map(([id, rows]) => [id, userIDs(rows)])),
    comments: of(comments),
    at: new Map([...of(users.filter((u) => u.kind === 'at'))].map(([id, rows]) => [id, userIDs(rows)])),
    listed: new Map([...of(users.filter((u) => u.kind === 'permission'))].map(([id, rows]) => [id, userIDs(rows)])),
  };
}

/**
 * Everyone a page's views name, whose profiles are read once for the page; without `lists`, only those whose blocks
 * decide what the viewer is shown (the authors, likers and commenters).
 */
export function peopleOf(rows: readonly MomentRow[], details: PageDetails, lists = true): string[] {
  const people = new Set<string>();
  for (const row of rows) {
    const id = row.work_moment_id;
    people.add(row.user_id);
    for (const userID of details.likes.get(id) ?? []) people.add(userID);
    for (const c of details.comments.get(id) ?? []) people.add(c.user_id).add(c.reply_user_id);
    if (!lists) continue;
    for (const userID of details.at.get(id) ?? []) people.add(userID);
    for (const userID of details.listed.get(id) ?? []) people.add(userID);
  }
  people.delete('');
  return [...people];
}

/**
 * The moment as `viewer` may read it: who it is shown to or hidden from is the author's business alone, and likes
 * and comments by (or replying to) someone kept apart from the viewer are left out. `relations` must hold the viewer
 * and everyone the moment's likes and comments name; `briefs` their profiles.
 */
export function viewOf(
  moment: MomentRow,
  viewer: string,
  details: PageDetails,
  relations: RelationFacts,
  briefs: ReadonlyMap<string, UserBrief>,
): WorkMoment {
  const id = moment.work_moment_id;
  const shown = (userID: string) => !userID || userID === viewer || !relations.apart(viewer, userID);
  const likes = (details.likes.get(id) ?? []).filter(shown);
  const comments = (details.comments.get(id) ?? []).filter(
    (c) => shown(c.user_id) && (c.user_id === viewer || shown(c.reply_user_id)),
  );
  const brief = (userID: string): UserBrief => briefs.get(userID) ?? { userID, nickname: '', faceURL: '' };
  return {
    workMomentID: id,
    ...brief(moment.user_id),
    content: JSON.parse(moment.content) as MomentContent,
    likeUsers: likes.map(brief),
    comments: comments.map((c) => {
      const reply = c.reply_user_id ? brief(c.reply_user_id) : { nickname: '', faceURL: '' };
      return {
        commentID: c.comment_id,
        ...brief(c.user_id),
        replyUserID: c.reply_user_id,
        replyNickname: reply.nickname,
        replyFaceURL: reply.faceURL,
        content: c.content,
        createTime: c.create_time,
      };
    }),
    atUsers: (details.at.get(id) ?? []).map(brief),
    permissionUsers: viewer === moment.user_id ? (details.listed.get(id) ?? []).map(brief) : [],
    permission: moment.permission,
    createTime: moment.create_time,
  };
}
