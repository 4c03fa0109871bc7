import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 1,
  name: 'server_meta',
  sql: `
      CREATE TABLE server_meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `,
};
