import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { Db } from '../../db/database.ts';

export type ChatDialect = 'sqlite' | 'postgres';

/**
 * The chat tables as IM migrations 0005–0014 (server/db/migrations) left them in SQLite. On SQLite those
 * migrations still create them, in the server's own database file (so backups hold them), and this baseline finds
 * every table there and changes nothing; on PostgreSQL it creates them. Only the column types differ: 64-bit
 * integers for epoch milliseconds, and how an id counts up.
 */
function baseline(dialect: ChatDialect): string[] {
  const pg = dialect === 'postgres';
  const int = pg ? 'BIGINT' : 'INTEGER';
  const serial = pg ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT';
  const strict = pg ? '' : ' STRICT';
  const table = (name: string, columns: string) => `CREATE TABLE IF NOT EXISTS ${name} (${columns})${strict}`;
  return [
    table(
      'chat_accounts',
      `user_id TEXT PRIMARY KEY, account TEXT UNIQUE, area_code TEXT NOT NULL DEFAULT '',
       phone_number TEXT NOT NULL DEFAULT '', email TEXT, password_hash TEXT NOT NULL DEFAULT '',
       nickname TEXT NOT NULL DEFAULT '', face_url TEXT NOT NULL DEFAULT '', gender ${int} NOT NULL DEFAULT 2,
       level ${int} NOT NULL DEFAULT 1, birth ${int} NOT NULL DEFAULT 0, allow_add_friend ${int} NOT NULL DEFAULT 1,
       allow_beep ${int} NOT NULL DEFAULT 1, allow_vibration ${int} NOT NULL DEFAULT 1,
       global_recv_msg_opt ${int} NOT NULL DEFAULT 0, register_type ${int} NOT NULL DEFAULT 0,
       create_time ${int} NOT NULL`,
    ),
    `CREATE UNIQUE INDEX IF NOT EXISTS chat_accounts_by_phone ON chat_accounts (area_code, phone_number)
       WHERE phone_number != ''`,
    'CREATE UNIQUE INDEX IF NOT EXISTS chat_accounts_by_email ON chat_accounts (email) WHERE email IS NOT NULL',
    table(
      'chat_tokens',
      `token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, user_type ${int} NOT NULL DEFAULT 1,
       expires_at ${int} NOT NULL, created_at ${int} NOT NULL, ended_reason TEXT`,
    ),
    'CREATE INDEX IF NOT EXISTS chat_tokens_by_user ON chat_tokens (user_id)',
    table(
      'verification_codes',
      `id ${serial}, account TEXT NOT NULL, created_at ${int} NOT NULL, wrong_tries ${int} NOT NULL DEFAULT 0,
       salt TEXT NOT NULL DEFAULT '', code_hash TEXT NOT NULL DEFAULT ''`,
    ),
    'CREATE INDEX IF NOT EXISTS verification_codes_by_account ON verification_codes (account, created_at)',
    table('invitation_codes', `code TEXT PRIMARY KEY, used_by TEXT, created_at ${int} NOT NULL`),
    table('client_config', 'key TEXT PRIMARY KEY, value TEXT NOT NULL'),
    table(
      'applets',
      `id TEXT PRIMARY KEY, name TEXT NOT NULL, app_id TEXT NOT NULL, icon TEXT NOT NULL DEFAULT '',
       url TEXT NOT NULL, md5 TEXT NOT NULL DEFAULT '', size ${int} NOT NULL DEFAULT 0,
       version TEXT NOT NULL DEFAULT '', priority ${int} NOT NULL DEFAULT 0, status ${int} NOT NULL DEFAULT 1,
       create_time ${int} NOT NULL`,
    ),
    table(
      'application_versions',
      `id TEXT PRIMARY KEY, platform TEXT NOT NULL, version TEXT NOT NULL, url TEXT NOT NULL DEFAULT '',
       text TEXT NOT NULL DEFAULT '', force ${int} NOT NULL DEFAULT 0, latest ${int} NOT NULL DEFAULT 0,
       hot ${int} NOT NULL DEFAULT 0, create_time ${int} NOT NULL`,
    ),
    table(
      'organization',
      `id ${int} PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL, logo_url TEXT NOT NULL DEFAULT '',
       homepage TEXT NOT NULL DEFAULT '', introduction TEXT NOT NULL DEFAULT '', create_time ${int} NOT NULL`,
    ),
    table(
      'departments',
      `department_id TEXT PRIMARY KEY, parent_department_id TEXT NOT NULL DEFAULT '', name TEXT NOT NULL,
       face_url TEXT NOT NULL DEFAULT '', "order" ${int} NOT NULL DEFAULT 0, create_time ${int} NOT NULL`,
    ),
    table(
      'department_members',
      `user_id TEXT NOT NULL,
       department_id TEXT NOT NULL REFERENCES departments (department_id) ON DELETE CASCADE,
       position TEXT NOT NULL DEFAULT '', station TEXT NOT NULL DEFAULT '', "order" ${int} NOT NULL DEFAULT 0,
       entry_time ${int} NOT NULL DEFAULT 0, termination_time ${int} NOT NULL DEFAULT 0,
       create_time ${int} NOT NULL, PRIMARY KEY (user_id, department_id)`,
    ),
    'CREATE INDEX IF NOT EXISTS departments_by_parent ON departments (parent_department_id, name)',
    'CREATE INDEX IF NOT EXISTS department_members_by_department ON department_members (department_id)',
    table(
      'work_moments',
      `work_moment_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, content TEXT NOT NULL,
       permission ${int} NOT NULL DEFAULT 0, create_time ${int} NOT NULL`,
    ),
    'CREATE INDEX IF NOT EXISTS work_moments_by_user ON work_moments (user_id, create_time)',
    table(
      'work_moment_users',
      `work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
       user_id TEXT NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (work_moment_id, user_id, kind)`,
    ),
    table(
      'work_moment_likes',
      `work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
       user_id TEXT NOT NULL, create_time ${int} NOT NULL, PRIMARY KEY (work_moment_id, user_id)`,
    ),
    table(
      'work_moment_comments',
      `comment_id TEXT PRIMARY KEY,
       work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
       user_id TEXT NOT NULL, reply_user_id TEXT NOT NULL DEFAULT '', content TEXT NOT NULL,
       create_time ${int} NOT NULL`,
    ),
    table(
      'work_moment_logs',
      `id ${serial}, recv_user_id TEXT NOT NULL, work_moment_id TEXT NOT NULL, type ${int} NOT NULL,
       op_user_id TEXT NOT NULL, create_time ${int} NOT NULL, counted ${int} NOT NULL DEFAULT 0,
       listed ${int} NOT NULL DEFAULT 0`,
    ),
    'CREATE INDEX IF NOT EXISTS work_moment_logs_by_user ON work_moment_logs (recv_user_id, create_time)',
    table(
      'push_subscriptions',
      `endpoint TEXT PRIMARY KEY, user_id TEXT NOT NULL, platform_id ${int} NOT NULL, p256dh TEXT NOT NULL,
       auth TEXT NOT NULL, private_previews ${int} NOT NULL DEFAULT 0, locale TEXT NOT NULL DEFAULT 'en',
       create_time ${int} NOT NULL`,
    ),
    'CREATE INDEX IF NOT EXISTS push_subscriptions_by_user ON push_subscriptions (user_id, create_time)',
    table(
      'meetings',
      `meeting_id TEXT PRIMARY KEY, host_user_id TEXT NOT NULL, start_ms ${int} NOT NULL, end_ms ${int} NOT NULL`,
    ),
    'CREATE INDEX IF NOT EXISTS meetings_by_end ON meetings (end_ms)',
    table(
      'meeting_invitees',
      `meeting_id TEXT NOT NULL REFERENCES meetings (meeting_id) ON DELETE CASCADE,
       user_id TEXT NOT NULL DEFAULT '', group_id TEXT NOT NULL DEFAULT '',
       PRIMARY KEY (meeting_id, user_id, group_id)`,
    ),
    table(
      'chat_blocks',
      `user_id TEXT PRIMARY KEY, reason TEXT NOT NULL DEFAULT '', op_user_id TEXT NOT NULL,
       create_time ${int} NOT NULL`,
    ),
    table('chat_settings', 'key TEXT PRIMARY KEY, value TEXT NOT NULL'),
  ];
}

/**
 * rate-limiter-flexible's table for its SQLite and PostgreSQL stores (shared-limits.ts), as those stores would make
 * it: made here so no copy of the chat service races another to create it.
 */
function rateLimits(dialect: ChatDialect): string[] {
  return dialect === 'postgres'
    ? [
        'CREATE TABLE IF NOT EXISTS chat_rate_limits (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT)',
      ]
    : [
        'CREATE TABLE IF NOT EXISTS chat_rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)',
      ];
}

/**
 * Live calls (server/chat/rooms/call-store.ts) and who is kept out of which media room (server/chat/media-ejection.ts),
 * which each process once kept in its memory: in the chat database, any copy answers for a call whose signal another
 * copy heard, any copy keeps out whom another put out, and a restart forgets none.
 */
function callRooms(dialect: ChatDialect): string[] {
  const int = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const strict = dialect === 'postgres' ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS chat_calls (room_id TEXT PRIMARY KEY, inviter_user_id TEXT NOT NULL,
       group_id TEXT NOT NULL, media_room TEXT NOT NULL, rings_until ${int} NOT NULL,
       answered_until ${int} NOT NULL, expires_at ${int} NOT NULL)${strict}`,
    'CREATE INDEX IF NOT EXISTS chat_calls_by_expiry ON chat_calls (expires_at)',
    'CREATE INDEX IF NOT EXISTS chat_calls_by_group ON chat_calls (group_id, expires_at)',
    `CREATE TABLE IF NOT EXISTS chat_call_invitees (
       room_id TEXT NOT NULL REFERENCES chat_calls (room_id) ON DELETE CASCADE, user_id TEXT NOT NULL,
       PRIMARY KEY (room_id, user_id))${strict}`,
    'CREATE INDEX IF NOT EXISTS meeting_invitees_by_group ON meeting_invitees (group_id)',
    `CREATE TABLE IF NOT EXISTS chat_media_keep_outs (media_room TEXT NOT NULL, identity TEXT NOT NULL,
       until ${int} NOT NULL, PRIMARY KEY (media_room, identity))${strict}`,
    'CREATE INDEX IF NOT EXISTS chat_media_keep_outs_by_until ON chat_media_keep_outs (until)',
  ];
}

/**
 * A call's kind (audio or video), so that a member who comes in late, having seen no invite, joins it as it was
 * started. Calls live before this step were video calls as far as anyone can tell.
 */
function callMediaType(): string[] {
  return ["ALTER TABLE chat_calls ADD COLUMN media_type TEXT NOT NULL DEFAULT 'video'"];
}

/**
 * Link previews fetched for a URL (server/chat/link-preview/), kept until they expire, so that every reader of a
 * link, through any copy of the chat service, costs the page one fetch.
 */
function linkPreviews(dialect: ChatDialect): string[] {
  const int = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const strict = dialect === 'postgres' ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS chat_link_previews (url TEXT PRIMARY KEY, preview TEXT NOT NULL,
       expires_at ${int} NOT NULL)${strict}`,
    'CREATE INDEX IF NOT EXISTS chat_link_previews_by_expiry ON chat_link_previews (expires_at)',
  ];
}

/**
 * Reactions, edits and pins of IM messages (issue 39): OpenIM keeps none of them, so the chat service does, keyed by
 * the conversation and the message's clientMsgID, which every client of either server knows.
 */
function messageExtras(dialect: ChatDialect): string[] {
  const int = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const strict = dialect === 'postgres' ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS message_reactions (conversation_id TEXT NOT NULL, client_msg_id TEXT NOT NULL,
       emoji TEXT NOT NULL, user_id TEXT NOT NULL, create_time ${int} NOT NULL,
       PRIMARY KEY (conversation_id, client_msg_id, emoji, user_id))${strict}`,
  ];
}

/**
 * Message edits (issue 39): the facts of text messages as IM's after-send webhook told them (kept a day and a margin,
 * for the edit window), and every version of an edited message, the text as sent first.
 */
function messageEdits(dialect: ChatDialect): string[] {
  const int = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const strict = dialect === 'postgres' ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS message_facts (conversation_id TEXT NOT NULL, client_msg_id TEXT NOT NULL,
       send_id TEXT NOT NULL, send_time ${int} NOT NULL, text TEXT NOT NULL, revoked ${int} NOT NULL DEFAULT 0,
       PRIMARY KEY (conversation_id, client_msg_id))${strict}`,
    'CREATE INDEX IF NOT EXISTS message_facts_by_time ON message_facts (send_time)',
    `CREATE TABLE IF NOT EXISTS message_edits (conversation_id TEXT NOT NULL, client_msg_id TEXT NOT NULL,
       version ${int} NOT NULL, send_id TEXT NOT NULL, text TEXT NOT NULL, edit_time ${int} NOT NULL,
       PRIMARY KEY (conversation_id, client_msg_id, version))${strict}`,
  ];
}

/**
 * Pinned messages (issue 39): where each is (clientMsgID, and the seq and sendTime the pinning client stated, only to
 * load history for a jump), the latest pin and unpin notices of each conversation (a device that was offline shows
 * them from here), and each group's "members may pin" setting, which OpenIM has no field for.
 */
function messagePins(dialect: ChatDialect): string[] {
  const pg = dialect === 'postgres';
  const int = pg ? 'BIGINT' : 'INTEGER';
  const strict = pg ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS message_pins (conversation_id TEXT NOT NULL, client_msg_id TEXT NOT NULL,
       seq ${int} NOT NULL, send_time ${int} NOT NULL, pinned_by TEXT NOT NULL, pin_time ${int} NOT NULL,
       PRIMARY KEY (conversation_id, client_msg_id))${strict}`,
    `CREATE TABLE IF NOT EXISTS message_pin_events (id ${pg ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT'},
       conversation_id TEXT NOT NULL, client_msg_id TEXT NOT NULL, user_id TEXT NOT NULL, pinned ${int} NOT NULL,
       create_time ${int} NOT NULL)${strict}`,
    'CREATE INDEX IF NOT EXISTS message_pin_events_by_conversation ON message_pin_events (conversation_id, id)',
    `CREATE TABLE IF NOT EXISTS group_pin_settings (group_id TEXT PRIMARY KEY, members_may_pin ${int} NOT NULL,
       update_time ${int} NOT NULL)${strict}`,
  ];
}

interface LegacyPushRow {
  endpoint: string;
  user_id: string;
  platform_id: number;
  p256dh: string;
  auth: string;
  private_previews: number;
  locale: string;
  create_time: number;
}

/**
 * Web Push subscriptions move into the chat database. Until now the push routes kept them in the server's own SQLite
 * file even when the chat tables were in PostgreSQL: on PostgreSQL they are copied over (an endpoint already there
 * wins) and removed from the file, so nobody upgrading loses their push. On SQLite the chat database is that very
 * file and table, and nothing moves. A chat-service copy run apart kept its own: only the copy that migrates first
 * brings them, and the browsers of the others subscribe again the next time their app opens (src/platform/web-push.ts).
 */
async function pushSubscriptionsFromSqlite(db: Kysely<unknown>, dialect: ChatDialect, legacy?: Db): Promise<void> {
  if (dialect !== 'postgres' || !legacy) return;
  const table = legacy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'push_subscriptions'");
  if (!table.get()) return;
  const rows = legacy.prepare('SELECT * FROM push_subscriptions ORDER BY create_time').all() as LegacyPushRow[];
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map((row) => ({
      endpoint: row.endpoint,
      user_id: row.user_id,
      platform_id: row.platform_id,
      p256dh: row.p256dh,
      auth: row.auth,
      private_previews: row.private_previews,
      locale: row.locale,
      create_time: row.create_time,
    }));
    await (db as Kysely<{ push_subscriptions: LegacyPushRow }>)
      .insertInto('push_subscriptions')
      .values(values)
      .onConflict((conflict) => conflict.column('endpoint').doNothing())
      .execute();
  }
  legacy.prepare('DELETE FROM push_subscriptions').run();
}

/**
 * What a chat-service copy learnt is stale in its cache of IM reads, for copies sharing one SQLite file
 * (storage/shared-invalidations.ts); PostgreSQL copies tell each other with NOTIFY and never use it.
 */
function cacheInvalidations(dialect: ChatDialect): string[] {
  if (dialect === 'postgres') return [];
  return [
    `CREATE TABLE IF NOT EXISTS chat_cache_invalidations (id INTEGER PRIMARY KEY AUTOINCREMENT, keys TEXT NOT NULL,
       at INTEGER NOT NULL) STRICT`,
  ];
}

/**
 * Single sign-on: the flows under way (state, nonce and PKCE verifier until the callback, which may reach any copy,
 * takes them once) and which provider identity signs in to which account.
 */
function singleSignOn(dialect: ChatDialect): string[] {
  const int = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const strict = dialect === 'postgres' ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS oidc_flows (state TEXT PRIMARY KEY, nonce TEXT NOT NULL, code_verifier TEXT NOT NULL,
       return_to TEXT NOT NULL DEFAULT '', expires_at ${int} NOT NULL)${strict}`,
    'CREATE INDEX IF NOT EXISTS oidc_flows_by_expiry ON oidc_flows (expires_at)',
    `CREATE TABLE IF NOT EXISTS oidc_links (issuer TEXT NOT NULL, subject TEXT NOT NULL, account_key TEXT NOT NULL,
       user_id TEXT NOT NULL, create_time ${int} NOT NULL, PRIMARY KEY (issuer, subject))${strict}`,
    'CREATE UNIQUE INDEX IF NOT EXISTS oidc_links_by_key ON oidc_links (issuer, account_key)',
    'CREATE INDEX IF NOT EXISTS oidc_links_by_user ON oidc_links (user_id)',
  ];
}

/**
 * The moments feed pages by keyset, newest first (moment-store.ts `feed`): this index lets a page after a cursor
 * start at that moment and stop at the page's last, on SQLite and PostgreSQL alike, whatever the history behind it.
 */
function momentKeyset(): string[] {
  return ['CREATE INDEX IF NOT EXISTS work_moments_by_time ON work_moments (create_time, work_moment_id)'];
}

/**
 * Each author's moments of each permission in the feed's order, the id breaking ties (moment-feed-query.ts): a feed
 * page of few authors reads, for each author, the newest rows from the cursor of each permission the viewer may see,
 * and stops at the page, instead of reading all their rows and sorting them, or passing over moments the viewer may
 * not see (a friend's private ones). It serves whatever `work_moments_by_user (user_id, create_time)` served (only the
 * feed reads moments by author), which therefore goes. A page's comments were found by reading every comment of the
 * company (moment-views.ts `pageDetails`): now through their moment, as the likes and lists already are (their keys
 * start with it); deleting a moment finds its comments (ON DELETE CASCADE) the same way.
 */
function momentAuthorKeyset(): string[] {
  return [
    `CREATE INDEX IF NOT EXISTS work_moments_by_author
       ON work_moments (user_id, permission, create_time, work_moment_id)`,
    'DROP INDEX IF EXISTS work_moments_by_user',
    'CREATE INDEX IF NOT EXISTS work_moment_comments_by_moment ON work_moment_comments (work_moment_id, create_time)',
  ];
}

/**
 * The media rooms where a screen grant came or went, until when a token LiveKit re-issued with it could still be used
 * (screen-share-watch.ts): the copies look at the media server only while a row is here.
 */
function screenShareWatch(dialect: ChatDialect): string[] {
  const int = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const strict = dialect === 'postgres' ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS chat_screen_share_watch (media_room TEXT PRIMARY KEY, until ${int} NOT NULL)${strict}`,
  ];
}

/**
 * Friend and block lists read from IM, kept for every copy (relation-replica.ts): `generation` grows with each webhook
 * that says a list changed, so a read of IM that began before the change never overwrites what the webhook marked.
 */
function relationLists(dialect: ChatDialect): string[] {
  const int = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const strict = dialect === 'postgres' ? '' : ' STRICT';
  return [
    `CREATE TABLE IF NOT EXISTS chat_relation_lists (
       owner_user_id TEXT NOT NULL, kind TEXT NOT NULL, member_ids TEXT NOT NULL,
       loaded_at ${int} NOT NULL, generation ${int} NOT NULL,
       PRIMARY KEY (owner_user_id, kind))${strict}`,
  ];
}

const run = async (db: Kysely<unknown>, statements: string[]) => {
  for (const text of statements) await sql.raw(text).execute(db);
};

/**
 * The chat service's migrations, one list for both dialects, in order of their names. Kysely's Migrator records
 * them in chat_migrations. Never edit one that has shipped: add the next. `legacy` is the server's own SQLite file,
 * from which a step may bring over what was kept there before.
 */
export function chatMigrations(dialect: ChatDialect, legacy?: Db): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001-baseline': { up: (db) => run(db, baseline(dialect)) },
    '0002-rate-limits': { up: (db) => run(db, rateLimits(dialect)) },
    '0003-call-rooms': { up: (db) => run(db, callRooms(dialect)) },
    '0004-push-subscriptions-from-sqlite': { up: (db) => pushSubscriptionsFromSqlite(db, dialect, legacy) },
    '0005-link-previews': { up: (db) => run(db, linkPreviews(dialect)) },
    '0006-message-extras': { up: (db) => run(db, messageExtras(dialect)) },
    '0007-cache-invalidations': { up: (db) => run(db, cacheInvalidations(dialect)) },
    '0008-call-media-type': { up: (db) => run(db, callMediaType()) },
    '0009-single-sign-on': { up: (db) => run(db, singleSignOn(dialect)) },
    '0010-message-edits': { up: (db) => run(db, messageEdits(dialect)) },
    '0011-message-pins': { up: (db) => run(db, messagePins(dialect)) },
    '0012-moment-keyset': { up: (db) => run(db, momentKeyset()) },
    '0013-moment-author-keyset': { up: (db) => run(db, momentAuthorKeyset()) },
    '0014-screen-share-watch': { up: (db) => run(db, screenShareWatch(dialect)) },
    '0015-relation-lists': { up: (db) => run(db, relationLists(dialect)) },
  };
  return { getMigrations: () => Promise.resolve(migrations) };
}
