import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { MAX_IM_ID_LENGTH } from '../protocol/im-ids.ts';

/** The logs of openim-http-api.md §4.3, each keyed by its dId. */
export type VersionLogKind = 'friend' | 'join' | 'member' | 'conversation';

export const VersionState = { insert: 1, delete: 2, update: 3 } as const;
export type VersionStateValue = (typeof VersionState)[keyof typeof VersionState];

/** The sort marker: its version tells the SDK to re-fetch the ordered ID list. */
export const SORT_MARKER = '____S_O_R_T_I_D____';
/** Member logs only: the group itself changed. */
export const GROUP_MARKER = '';

/** More changes than this since the client's version means a full resync, as the reference server does. */
const SYNC_LIMIT = 200;

export interface VersionDelta {
  full: boolean;
  versionID: string;
  version: number;
  insert: string[];
  update: string[];
  delete: string[];
  sortVersion: number;
  groupChanged: boolean;
}

const newLogID = () => randomBytes(12).toString('hex');

export class VersionLogs {
  constructor(private readonly db: Db) {}

  private current(kind: VersionLogKind, dId: string): { logID: string; version: number } {
    // Every log is keyed by a user or group ID; a longer key names nothing and must not become a row.
    if (dId.length > MAX_IM_ID_LENGTH) throw new ApiError(1001, 'ArgsError', `an ID of ${dId.length} characters`);
    const row = statement(this.db, 'SELECT log_id, version FROM version_logs WHERE kind = ? AND d_id = ?').get(
      kind,
      dId,
    ) as { log_id: string; version: number } | undefined;
    if (row) return { logID: row.log_id, version: row.version };
    const logID = newLogID();
    statement(this.db, 'INSERT INTO version_logs (kind, d_id, log_id, version) VALUES (?, ?, ?, 1)').run(
      kind,
      dId,
      logID,
    );
    return { logID, version: 1 };
  }

  /** One mutation: one version step, shared by every eID it touched. Returns the new state of the log. */
  bump(
    kind: VersionLogKind,
    dId: string,
    eIDs: readonly string[],
    state: VersionStateValue,
  ): { versionID: string; version: number } {
    // Inside a caller's transaction (a message batch creating conversations) a savepoint of our own would cost two
    // more statements per bump, for an atomicity the enclosing transaction already gives.
    if (this.db.inTransaction) return this.step(kind, dId, eIDs, state);
    return this.db.transaction(() => this.step(kind, dId, eIDs, state))();
  }

  private step(
    kind: VersionLogKind,
    dId: string,
    eIDs: readonly string[],
    state: VersionStateValue,
  ): { versionID: string; version: number } {
    // One statement for the common case, a log that exists; a new log starts at 1 and takes its first step to 2.
    const stepped = statement(
      this.db,
      'UPDATE version_logs SET version = version + 1 WHERE kind = ? AND d_id = ? RETURNING log_id, version',
    ).get(kind, dId) as { log_id: string; version: number } | undefined;
    const logID = stepped?.log_id ?? newLogID();
    const next = stepped?.version ?? 2;
    if (!stepped) {
      statement(this.db, 'INSERT INTO version_logs (kind, d_id, log_id, version) VALUES (?, ?, ?, ?)').run(
        kind,
        dId,
        logID,
        next,
      );
    }
    const upsert = statement(
      this.db,
      `INSERT INTO version_log_entries (kind, d_id, e_id, state, version) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (kind, d_id, e_id) DO UPDATE SET state = excluded.state, version = excluded.version`,
    );
    for (const eID of new Set(eIDs)) upsert.run(kind, dId, eID, state, next);
    return { versionID: logID, version: next };
  }

  state(kind: VersionLogKind, dId: string): { versionID: string; version: number } {
    const { logID, version } = this.current(kind, dId);
    return { versionID: logID, version };
  }

  /** Forgets a log (a deleted group): the next query is a full sync under a new ID. */
  drop(kind: VersionLogKind, dId: string): void {
    statement(this.db, 'DELETE FROM version_log_entries WHERE kind = ? AND d_id = ?').run(kind, dId);
    statement(this.db, 'DELETE FROM version_logs WHERE kind = ? AND d_id = ?').run(kind, dId);
  }

  /** What changed since the client's (versionID, version), by the rules of openim-http-api.md §4.2. */
  since(kind: VersionLogKind, dId: string, clientVersionID: string, clientVersion: number): VersionDelta {
    const { logID, version } = this.current(kind, dId);
    const base: VersionDelta = {
      full: false,
      versionID: logID,
      version,
      insert: [],
      update: [],
      delete: [],
      sortVersion: 0,
      groupChanged: false,
    };
    if (!clientVersionID || clientVersion <= 0 || clientVersionID !== logID || version < clientVersion) {
      return { ...base, full: true };
    }
    if (version === clientVersion) return base;
    const entries = statement(
      this.db,
      'SELECT e_id, state, version FROM version_log_entries WHERE kind = ? AND d_id = ? AND version > ? ORDER BY version',
    ).all(kind, dId, clientVersion) as Array<{ e_id: string; state: number; version: number }>;
    if (entries.length > SYNC_LIMIT) return { ...base, full: true };
    for (const entry of entries) {
      if (entry.e_id === SORT_MARKER) base.sortVersion = entry.version;
      else if (entry.e_id === GROUP_MARKER) base.groupChanged = true;
      else if (entry.state === VersionState.insert) base.insert.push(entry.e_id);
      else if (entry.state === VersionState.delete) base.delete.push(entry.e_id);
      else base.update.push(entry.e_id);
    }
    return base;
  }
}
