import { randomBytes } from 'node:crypto';
import type { ChatDb } from '../storage/chat-schema.ts';

/** How long a sign-in at the provider may take, from the button to the callback. */
const FLOW_TTL_MS = 10 * 60_000;

export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

const random = () => randomBytes(32).toString('base64url');

/**
 * The sign-ins under way, in the chat database so that the callback may reach any chat-service copy. Each is taken
 * once: a second callback with the same `state` (a replay, or a link opened twice) finds nothing.
 */
export class OidcFlows {
  constructor(
    private readonly db: ChatDb,
    private readonly now: () => number = Date.now,
  ) {}

  async begin(returnTo: string): Promise<OidcFlow> {
    const flow = { state: random(), nonce: random(), codeVerifier: random(), returnTo };
    const now = this.now();
    // The abandoned ones go as new ones come, so the table never outgrows the sign-ins of ten minutes.
    await this.db.deleteFrom('oidc_flows').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('oidc_flows')
      .values({
        state: flow.state,
        nonce: flow.nonce,
        code_verifier: flow.codeVerifier,
        return_to: returnTo,
        expires_at: now + FLOW_TTL_MS,
      })
      .execute();
    return flow;
  }

  /** The flow `state` names, removed as it is read; undefined when unknown, taken already or expired. */
  async take(state: string): Promise<OidcFlow | undefined> {
    if (!state) return undefined;
    const row = await this.db.deleteFrom('oidc_flows').where('state', '=', state).returningAll().executeTakeFirst();
    if (!row || row.expires_at <= this.now()) return undefined;
    return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, returnTo: row.return_to };
  }
}
