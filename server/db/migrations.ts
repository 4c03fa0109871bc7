/**
 * Schema migrations, applied in order and recorded in `schema_migrations`.
 * Append new entries; never edit one that has shipped.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'server_meta',
    sql: `
      CREATE TABLE server_meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `,
  },
];
