import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 14,
  name: 'admin_console',
  sql: `
      -- Accounts an administrator blocked from signing in (OpenIM admin-api /block/*): one row while blocked.
      CREATE TABLE chat_blocks (
        user_id     TEXT PRIMARY KEY,
        reason      TEXT NOT NULL DEFAULT '',
        op_user_id  TEXT NOT NULL,
        create_time INTEGER NOT NULL
      ) STRICT;

      -- Settings an administrator changes while the server runs (issue 29 point 1), e.g. 'registration' =
      -- 'open' | 'closed' | 'invitation'. No row: the configuration's default.
      CREATE TABLE chat_settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
  `,
};
