import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 13,
  name: 'chat_token_end_reason',
  sql: `
      -- Why a session was ended for its user ('password': a change or a reset), kept until the token would have
      -- expired, so the devices signed out by it can say why (issue 27 point 7). NULL: the token is live.
      ALTER TABLE chat_tokens ADD COLUMN ended_reason TEXT;
  `,
};
