import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 9,
  name: 'push_subscriptions',
  sql: `
      -- A browser's Web Push subscription, owned by the user signed in there. An endpoint is one browser profile,
      -- so it belongs to one user at a time.
      CREATE TABLE push_subscriptions (
        endpoint         TEXT PRIMARY KEY,
        user_id          TEXT NOT NULL,
        platform_id      INTEGER NOT NULL,
        p256dh           TEXT NOT NULL,
        auth             TEXT NOT NULL,
        private_previews INTEGER NOT NULL DEFAULT 0,
        locale           TEXT NOT NULL DEFAULT 'en',
        create_time      INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id, create_time);
    `,
};
