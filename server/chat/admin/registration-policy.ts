import type { ChatDb } from '../storage/chat-schema.ts';

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
    private readonly db: ChatDb,
    private readonly defaultMode: RegistrationMode,
  ) {}

  async mode(): Promise<RegistrationMode> {
    const stored = (await this.db.selectFrom('chat_settings').select('value').where('key', '=', KEY).executeTakeFirst())
      ?.value;
    return (REGISTRATION_MODES as readonly string[]).includes(stored ?? '')
      ? (stored as RegistrationMode)
      : this.defaultMode;
  }

  async setMode(mode: RegistrationMode): Promise<void> {
    await this.db
      .insertInto('chat_settings')
      .values({ key: KEY, value: mode })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: mode }))
      .execute();
  }
}
