import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 15,
  name: 'objects_by_user',
  sql: `
      -- Each upload checks its user's storage quotas (in all, and over the last day) against their objects.
      CREATE INDEX objects_by_user ON objects (user_id, create_time);
  `,
};
