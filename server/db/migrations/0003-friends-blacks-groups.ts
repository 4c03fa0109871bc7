import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 3,
  name: 'friends_blacks_groups',
  sql: `
      -- One row per direction: deleting a friend removes only the owner's row (openim-http-api.md §9).
      CREATE TABLE friends (
        owner_user_id    TEXT NOT NULL,
        friend_user_id   TEXT NOT NULL,
        remark           TEXT NOT NULL DEFAULT '',
        create_time      INTEGER NOT NULL,
        add_source       INTEGER NOT NULL DEFAULT 0,
        operator_user_id TEXT NOT NULL DEFAULT '',
        ex               TEXT NOT NULL DEFAULT '',
        is_pinned        INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (owner_user_id, friend_user_id)
      ) STRICT;

      CREATE TABLE blacks (
        owner_user_id    TEXT NOT NULL,
        block_user_id    TEXT NOT NULL,
        create_time      INTEGER NOT NULL,
        add_source       INTEGER NOT NULL DEFAULT 0,
        operator_user_id TEXT NOT NULL DEFAULT '',
        ex               TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (owner_user_id, block_user_id)
      ) STRICT;

      CREATE TABLE groups (
        group_id                 TEXT PRIMARY KEY,
        group_name               TEXT NOT NULL DEFAULT '',
        notification             TEXT NOT NULL DEFAULT '',
        introduction             TEXT NOT NULL DEFAULT '',
        face_url                 TEXT NOT NULL DEFAULT '',
        owner_user_id            TEXT NOT NULL,
        creator_user_id          TEXT NOT NULL,
        create_time              INTEGER NOT NULL,
        ex                       TEXT NOT NULL DEFAULT '',
        status                   INTEGER NOT NULL DEFAULT 0,
        need_verification        INTEGER NOT NULL DEFAULT 0,
        look_member_info         INTEGER NOT NULL DEFAULT 0,
        apply_member_friend      INTEGER NOT NULL DEFAULT 0,
        notification_update_time INTEGER NOT NULL DEFAULT 0,
        notification_user_id     TEXT NOT NULL DEFAULT ''
      ) STRICT;

      CREATE TABLE group_members (
        group_id         TEXT NOT NULL,
        user_id          TEXT NOT NULL,
        role_level       INTEGER NOT NULL DEFAULT 20,
        join_time        INTEGER NOT NULL,
        nickname         TEXT NOT NULL DEFAULT '',
        face_url         TEXT NOT NULL DEFAULT '',
        join_source      INTEGER NOT NULL DEFAULT 0,
        operator_user_id TEXT NOT NULL DEFAULT '',
        inviter_user_id  TEXT NOT NULL DEFAULT '',
        ex               TEXT NOT NULL DEFAULT '',
        mute_end_time    INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (group_id, user_id)
      ) STRICT;
      CREATE INDEX group_members_by_user ON group_members (user_id);
    `,
};
