import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 7,
  name: 'object_storage',
  sql: `
      -- An upload in progress; its parts live in <dataDir>/uploads/<upload_id>/<n>.
      CREATE TABLE uploads (
        upload_id    TEXT PRIMARY KEY,
        user_id      TEXT NOT NULL,
        hash         TEXT NOT NULL,
        size         INTEGER NOT NULL,
        part_size    INTEGER NOT NULL,
        part_count   INTEGER NOT NULL,
        name         TEXT NOT NULL,
        content_type TEXT NOT NULL,
        cause        TEXT NOT NULL,
        expire_time  INTEGER NOT NULL
      ) STRICT;

      -- A stored object; the file is <dataDir>/objects/<file_id>, never a path built from its name.
      CREATE TABLE objects (
        name         TEXT PRIMARY KEY,
        file_id      TEXT NOT NULL,
        hash         TEXT NOT NULL,
        size         INTEGER NOT NULL,
        content_type TEXT NOT NULL,
        user_id      TEXT NOT NULL,
        create_time  INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX objects_by_hash ON objects (hash);
    `,
};
