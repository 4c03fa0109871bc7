import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 8,
  name: 'organization_and_moments',
  sql: `
      CREATE TABLE organization (
        id           INTEGER PRIMARY KEY CHECK (id = 1),
        name         TEXT NOT NULL,
        logo_url     TEXT NOT NULL DEFAULT '',
        homepage     TEXT NOT NULL DEFAULT '',
        introduction TEXT NOT NULL DEFAULT '',
        create_time  INTEGER NOT NULL
      ) STRICT;

      -- parent_department_id '' is the top level.
      CREATE TABLE departments (
        department_id        TEXT PRIMARY KEY,
        parent_department_id TEXT NOT NULL DEFAULT '',
        name                 TEXT NOT NULL,
        face_url             TEXT NOT NULL DEFAULT '',
        "order"              INTEGER NOT NULL DEFAULT 0,
        create_time          INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE department_members (
        user_id          TEXT NOT NULL,
        department_id    TEXT NOT NULL REFERENCES departments (department_id) ON DELETE CASCADE,
        position         TEXT NOT NULL DEFAULT '',
        station          TEXT NOT NULL DEFAULT '',
        "order"          INTEGER NOT NULL DEFAULT 0,
        entry_time       INTEGER NOT NULL DEFAULT 0,
        termination_time INTEGER NOT NULL DEFAULT 0,
        create_time      INTEGER NOT NULL,
        PRIMARY KEY (user_id, department_id)
      ) STRICT;

      -- content is the JSON {metas, text, type}; permission 0 public, 1 private, 2 only listed, 3 all but listed.
      CREATE TABLE work_moments (
        work_moment_id TEXT PRIMARY KEY,
        user_id        TEXT NOT NULL,
        content        TEXT NOT NULL,
        permission     INTEGER NOT NULL DEFAULT 0,
        create_time    INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX work_moments_by_user ON work_moments (user_id, create_time);

      -- kind 'at' or 'permission': the at-mentioned users, and the listed users of permissions 2 and 3.
      CREATE TABLE work_moment_users (
        work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
        user_id        TEXT NOT NULL,
        kind           TEXT NOT NULL,
        PRIMARY KEY (work_moment_id, user_id, kind)
      ) STRICT;

      CREATE TABLE work_moment_likes (
        work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
        user_id        TEXT NOT NULL,
        create_time    INTEGER NOT NULL,
        PRIMARY KEY (work_moment_id, user_id)
      ) STRICT;

      CREATE TABLE work_moment_comments (
        comment_id     TEXT PRIMARY KEY,
        work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
        user_id        TEXT NOT NULL,
        reply_user_id  TEXT NOT NULL DEFAULT '',
        content        TEXT NOT NULL,
        create_time    INTEGER NOT NULL
      ) STRICT;

      -- The interactive log: type 1 like, 2 at, 3 comment; read_state 0 unread.
      CREATE TABLE work_moment_logs (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        recv_user_id   TEXT NOT NULL,
        work_moment_id TEXT NOT NULL,
        type           INTEGER NOT NULL,
        op_user_id     TEXT NOT NULL,
        create_time    INTEGER NOT NULL,
        counted        INTEGER NOT NULL DEFAULT 0,
        listed         INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX work_moment_logs_by_user ON work_moment_logs (recv_user_id, create_time);
    `,
};
