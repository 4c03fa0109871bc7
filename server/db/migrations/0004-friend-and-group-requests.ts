import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 4,
  name: 'friend_and_group_requests',
  sql: `
      -- handle_result: 0 pending, 1 agreed, -1 refused.
      CREATE TABLE friend_requests (
        from_user_id    TEXT NOT NULL,
        to_user_id      TEXT NOT NULL,
        handle_result   INTEGER NOT NULL DEFAULT 0,
        req_msg         TEXT NOT NULL DEFAULT '',
        create_time     INTEGER NOT NULL,
        handler_user_id TEXT NOT NULL DEFAULT '',
        handle_msg      TEXT NOT NULL DEFAULT '',
        handle_time     INTEGER NOT NULL DEFAULT 0,
        ex              TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (from_user_id, to_user_id)
      ) STRICT;
      CREATE INDEX friend_requests_by_recipient ON friend_requests (to_user_id, create_time);

      CREATE TABLE group_requests (
        group_id        TEXT NOT NULL,
        user_id         TEXT NOT NULL,
        handle_result   INTEGER NOT NULL DEFAULT 0,
        req_msg         TEXT NOT NULL DEFAULT '',
        handle_msg      TEXT NOT NULL DEFAULT '',
        req_time        INTEGER NOT NULL,
        handle_user_id  TEXT NOT NULL DEFAULT '',
        handle_time     INTEGER NOT NULL DEFAULT 0,
        join_source     INTEGER NOT NULL DEFAULT 0,
        inviter_user_id TEXT NOT NULL DEFAULT '',
        ex              TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (group_id, user_id)
      ) STRICT;
    `,
};
