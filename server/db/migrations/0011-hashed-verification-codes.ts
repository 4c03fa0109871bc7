import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 11,
  name: 'hashed-verification-codes',
  sql: `
      -- Codes are kept only as HMAC-SHA256(salt, account and code), with a random salt per code, so a copy of the
      -- database (a backup, a stolen file) holds no code that could still sign anyone in. Codes stored in plain
      -- text before this step are dropped (they live 10 minutes; their owners ask again), while their rows stay so
      -- the 10-a-day limit still counts them.
      ALTER TABLE verification_codes DROP COLUMN code;
      ALTER TABLE verification_codes ADD COLUMN salt TEXT NOT NULL DEFAULT '';
      ALTER TABLE verification_codes ADD COLUMN code_hash TEXT NOT NULL DEFAULT '';
    `,
};
