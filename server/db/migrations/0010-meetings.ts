import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 10,
  name: 'meetings',
  sql: `
      -- A meeting learnt from its host's first invitation (custom 905): its room stays open to the people invited
      -- from shortly before its start until its end, across restarts.
      CREATE TABLE meetings (
        meeting_id   TEXT PRIMARY KEY,
        host_user_id TEXT NOT NULL,
        start_ms     INTEGER NOT NULL,
        end_ms       INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX meetings_by_end ON meetings (end_ms);
      -- Whom the host invited: a user, or a group (then its members as they are when they join).
      CREATE TABLE meeting_invitees (
        meeting_id TEXT NOT NULL REFERENCES meetings (meeting_id) ON DELETE CASCADE,
        user_id    TEXT NOT NULL DEFAULT '',
        group_id   TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (meeting_id, user_id, group_id)
      ) STRICT;
    `,
};
