import type { ChatDb } from '../storage/chat-schema.ts';
import { inChunks } from '../storage/query-helpers.ts';
import type { MomentStore } from './moment-store.ts';
import { LOG_SCAN, type InteractionLog, type LogRow, type MomentRow, type VisibilityRule } from './moment-model.ts';

/**
 * The interactive list of moments (likes, mentions and comments addressed to a user): what is logged, the page the
 * list shows, and its unread count. Entries show only while their moment is still visible to the user.
 */
export class MomentLogs {
  constructor(
    private readonly db: ChatDb,
    private readonly moments: Pick<MomentStore, 'withLists' | 'relations' | 'briefs' | 'views'>,
    private readonly now: () => number = Date.now,
  ) {}

  async hasLogged(recvUserID: string, workMomentID: string, type: number, opUserID: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('work_moment_logs')
      .select('id')
      .where('recv_user_id', '=', recvUserID)
      .where('work_moment_id', '=', workMomentID)
      .where('type', '=', type)
      .where('op_user_id', '=', opUserID)
      .executeTakeFirst();
    return row !== undefined;
  }

  async log(recvUserID: string, workMomentID: string, type: number, opUserID: string): Promise<void> {
    if (recvUserID === opUserID) return;
    await this.db
      .insertInto('work_moment_logs')
      .values({
        recv_user_id: recvUserID,
        work_moment_id: workMomentID,
        type,
        op_user_id: opUserID,
        create_time: this.now(),
      })
      .execute();
  }

  /** `visible`, asked once per moment within one read. */
  private visibleTo(viewer: string, rule: VisibilityRule) {
    const seen = new Map<string, MomentRow | undefined>();
    /** Reads `entries`' moments and the relations of everyone they involve, then says which entries may be shown. */
    return async <E extends Pick<LogRow, 'work_moment_id' | 'op_user_id'>>(entries: readonly E[]) => {
      const ids = [...new Set(entries.map((e) => e.work_moment_id))].filter((id) => !seen.has(id));
      const read = await this.moments.withLists(
        await inChunks(ids, (chunk) =>
          this.db.selectFrom('work_moments').selectAll().where('work_moment_id', 'in', chunk).execute(),
        ),
      );
      const moments = new Map<string, MomentRow | undefined>(ids.map((id) => [id, undefined]));
      for (const row of read) moments.set(row.work_moment_id, row);
      const involved = [viewer, ...entries.map((e) => e.op_user_id)];
      for (const moment of moments.values()) if (moment) involved.push(moment.user_id);
      const relations = await this.moments.relations(involved);
      const visible = rule(relations);
      for (const [id, moment] of moments)
        if (!seen.has(id)) seen.set(id, moment && visible(viewer, moment) ? moment : undefined);
      return entries.flatMap((entry) => {
        const moment = seen.get(entry.work_moment_id);
        return moment && !relations.apart(viewer, entry.op_user_id) ? [{ entry, moment }] : [];
      });
    };
  }

  /**
   * The interactive list: who liked, mentioned or commented, newest first, with the moment as it is now; only entries
   * whose moment `visible` still lets the user see, and a page is filled past the hidden ones.
   */
  async logs(userID: string, offset: number, limit: number, rule: VisibilityRule): Promise<InteractionLog[]> {
    const readable = this.visibleTo(userID, rule);
    const found: Array<{ entry: LogRow; moment: MomentRow }> = [];
    let skipped = 0;
    for (let from = 0; found.length < limit; from += LOG_SCAN) {
      const rows: LogRow[] = await this.db
        .selectFrom('work_moment_logs')
        .select(['work_moment_id', 'type', 'op_user_id', 'create_time', 'listed'])
        .where('recv_user_id', '=', userID)
        .orderBy('id', 'desc')
        .limit(LOG_SCAN)
        .offset(from)
        .execute();
      for (const { entry, moment } of await readable(rows)) {
        if (found.length === limit) break;
        if (skipped < offset) skipped++;
        else found.push({ entry, moment });
      }
      if (rows.length < LOG_SCAN) break;
    }
    const ops = await this.moments.briefs(found.map(({ entry }) => entry.op_user_id));
    const views = await this.moments.views(
      found.map(({ moment }) => moment),
      userID,
    );
    return found.map(({ entry }, i) => ({
      ...views[i]!,
      type: entry.type,
      opUser: ops.get(entry.op_user_id) ?? { userID: entry.op_user_id, nickname: '', faceURL: '' },
      logTime: entry.create_time,
      unread: entry.listed === 0,
    }));
  }

  /** Uncounted entries of the interactive list, as the list shows them. */
  async unreadCount(userID: string, rule: VisibilityRule): Promise<number> {
    const readable = this.visibleTo(userID, rule);
    const entries = await this.db
      .selectFrom('work_moment_logs')
      .select(['work_moment_id', 'op_user_id'])
      .where('recv_user_id', '=', userID)
      .where('counted', '=', 0)
      .execute();
    return (await readable(entries)).length;
  }

  /** type 1 clears the count, 2 the list's unread marks, 3 both. */
  async clearUnread(userID: string, type: number): Promise<void> {
    if (type === 1 || type === 3)
      await this.db.updateTable('work_moment_logs').set({ counted: 1 }).where('recv_user_id', '=', userID).execute();
    if (type === 2 || type === 3)
      await this.db.updateTable('work_moment_logs').set({ listed: 1 }).where('recv_user_id', '=', userID).execute();
  }
}
