import type { Migration } from './migrations/migration.ts';
import { migration as m0001 } from './migrations/0001-server-meta.ts';
import { migration as m0002 } from './migrations/0002-users-tokens-conversations-messages.ts';
import { migration as m0003 } from './migrations/0003-friends-blacks-groups.ts';
import { migration as m0004 } from './migrations/0004-friend-and-group-requests.ts';
import { migration as m0005 } from './migrations/0005-chat-accounts.ts';
import { migration as m0006 } from './migrations/0006-chat-tokens-codes-invitations.ts';
import { migration as m0007 } from './migrations/0007-object-storage.ts';
import { migration as m0008 } from './migrations/0008-organization-and-moments.ts';
import { migration as m0009 } from './migrations/0009-push-subscriptions.ts';
import { migration as m0010 } from './migrations/0010-meetings.ts';
import { migration as m0011 } from './migrations/0011-hashed-verification-codes.ts';
import { migration as m0012 } from './migrations/0012-departments-by-parent.ts';
import { migration as m0013 } from './migrations/0013-chat-token-end-reason.ts';
import { migration as m0014 } from './migrations/0014-admin-console.ts';
import { migration as m0015 } from './migrations/0015-objects-by-user.ts';

export type { Migration };

/**
 * Schema migrations, applied in this order and recorded in `schema_migrations`; one file each under migrations/.
 * Append new entries; never edit one that has shipped.
 */
export const migrations: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
];
