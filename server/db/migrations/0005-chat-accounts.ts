import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 5,
  name: 'chat_accounts',
  sql: `
      -- The chat service's account record (chat-service.md §1.3 UserFullInfo). allow_* are 1 allow, 2 not allow.
      CREATE TABLE chat_accounts (
        user_id             TEXT PRIMARY KEY,
        account             TEXT UNIQUE,
        area_code           TEXT NOT NULL DEFAULT '',
        phone_number        TEXT NOT NULL DEFAULT '',
        email               TEXT,
        password_hash       TEXT NOT NULL DEFAULT '',
        nickname            TEXT NOT NULL DEFAULT '',
        face_url            TEXT NOT NULL DEFAULT '',
        gender              INTEGER NOT NULL DEFAULT 2,
        level               INTEGER NOT NULL DEFAULT 1,
        birth               INTEGER NOT NULL DEFAULT 0,
        allow_add_friend    INTEGER NOT NULL DEFAULT 1,
        allow_beep          INTEGER NOT NULL DEFAULT 1,
        allow_vibration     INTEGER NOT NULL DEFAULT 1,
        global_recv_msg_opt INTEGER NOT NULL DEFAULT 0,
        register_type       INTEGER NOT NULL DEFAULT 0,
        create_time         INTEGER NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX chat_accounts_by_phone ON chat_accounts (area_code, phone_number) WHERE phone_number != '';
      CREATE UNIQUE INDEX chat_accounts_by_email ON chat_accounts (email) WHERE email IS NOT NULL;
    `,
};
