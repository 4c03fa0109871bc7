import { ApiError } from '../../protocol/api-envelope.ts';
import type { AccountStore } from '../accounts.ts';
import type { ImPort } from '../im-port.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { OidcError } from './oidc-errors.ts';
import type { OidcLinks } from './oidc-links.ts';
import type { OidcSettings } from './oidc-settings.ts';
import type { IdClaims } from './relying-party.ts';

const ACCOUNT_NAME = /^[A-Za-z0-9_-]{6,50}$/;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * The account a verified identity signs in to: the one linked to it before; else, on a first sign-in, the account
 * with the same e-mail if the provider vouches for it (email_verified), now linked; else a new account with the
 * claims' name and e-mail, and its IM user, as a registration makes them; or a refusal when creation is off.
 */
export async function accountForIdentity(
  deps: {
    db: ChatDb;
    accounts: AccountStore;
    links: OidcLinks;
    im: Pick<ImPort, 'registerUser'>;
    settings: Pick<OidcSettings, 'accountClaim' | 'createAccounts'>;
  },
  claims: IdClaims,
): Promise<string> {
  const key = text(claims[deps.settings.accountClaim], 320);
  if (!key) throw new ApiError(OidcError.ClaimMissing, 'ClaimMissing', deps.settings.accountClaim);
  const linked = await deps.links.userByKey(key);
  if (linked) return linked;

  const email = text(claims.email, 254).toLowerCase();
  const verifiedEmail = claims.email_verified === true && email.includes('@') ? email : '';
  if (verifiedEmail) {
    const owner = await deps.accounts.findByCredential({ email: verifiedEmail });
    if (owner) {
      await deps.links.link(claims.sub, key, owner.userID);
      return owner.userID;
    }
  }
  if (!deps.settings.createAccounts) throw new ApiError(OidcError.NoAccount, 'NoAccount');

  const username = text(claims.preferred_username, 50);
  const accountName =
    ACCOUNT_NAME.test(username) && !(await deps.accounts.findByCredential({ account: username })) ? username : '';
  const nickname = text(claims.name, 64) || username.slice(0, 64) || verifiedEmail.split('@')[0] || 'User';
  const created = await deps.accounts.create({
    account: accountName,
    email: verifiedEmail,
    passwordMd5: '',
    nickname,
    faceURL: '',
    gender: 0,
    birth: 0,
  });
  try {
    await deps.im.registerUser({ userID: created.userID, nickname: created.nickname, faceURL: created.faceURL });
    await deps.links.link(claims.sub, key, created.userID);
  } catch (error) {
    // Nothing half-written: an account without its IM user or its link could never be signed in to.
    await deps.db.deleteFrom('chat_accounts').where('user_id', '=', created.userID).execute();
    throw error;
  }
  return created.userID;
}
