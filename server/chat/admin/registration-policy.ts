import type { Db } from '../../db/database.ts';
import { statement } from '../../db/statement-cache.ts';

/** Who may register: anyone, nobody (only an administrator creates accounts), or whoever holds an invitation code. */
export const REGISTRATION_MODES = ['open', 'closed', 'invitation'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

const KEY = 'registration';

/**
 * The registration mode, set by an administrator while the server runs and kept in the database; until one sets
 * it, PARLEY_REQUIRE_INVITATION_CODE chooses between open and by invitation.
 */
export class RegistrationPolicy {
  constructor(
    private readonly db: Db,
    private readonly defaultMode: RegistrationMode,
  ) {}

  mode(): RegistrationMode {
    const stored = statement(this.db, 'SELECT value FROM chat_settings WHERE key = ?').pluck().get(KEY) as
      string | undefined;
    return (REGISTRATION_MODES as readonly string[]).includes(stored ?? '')
      ? (stored as RegistrationMode)
      : this.defaultMode;
  }

  setMode(mode: RegistrationMode): void {
    statement(
      this.db,
      'INSERT INTO chat_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(KEY, mode);
  }
}
