import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 6,
  name: 'chat_tokens_codes_invitations',
  sql: `
      -- user_type 1 user, 2 admin. Only hashes are kept, so tokens can be listed and revoked but not read.
      CREATE TABLE chat_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id    TEXT NOT NULL,
        user_type  INTEGER NOT NULL DEFAULT 1,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX chat_tokens_by_user ON chat_tokens (user_id);

      -- account is "<areaCode> <phone>" or the e-mail address.
      CREATE TABLE verification_codes (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        account     TEXT NOT NULL,
        code        TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX verification_codes_by_account ON verification_codes (account, created_at);

      CREATE TABLE invitation_codes (
        code       TEXT PRIMARY KEY,
        used_by    TEXT,
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE client_config (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      CREATE TABLE applets (
        id          TEXT PRIMARY KEY,
        name        TEXT NOT NULL,
        app_id      TEXT NOT NULL,
        icon        TEXT NOT NULL DEFAULT '',
        url         TEXT NOT NULL,
        md5         TEXT NOT NULL DEFAULT '',
        size        INTEGER NOT NULL DEFAULT 0,
        version     TEXT NOT NULL DEFAULT '',
        priority    INTEGER NOT NULL DEFAULT 0,
        status      INTEGER NOT NULL DEFAULT 1,
        create_time INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE application_versions (
        id          TEXT PRIMARY KEY,
        platform    TEXT NOT NULL,
        version     TEXT NOT NULL,
        url         TEXT NOT NULL DEFAULT '',
        text        TEXT NOT NULL DEFAULT '',
        force       INTEGER NOT NULL DEFAULT 0,
        latest      INTEGER NOT NULL DEFAULT 0,
        hot         INTEGER NOT NULL DEFAULT 0,
        create_time INTEGER NOT NULL
      ) STRICT;
    `,
};
