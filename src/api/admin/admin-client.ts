import ky, { HTTPError } from 'ky';
import { readEndpoints } from '../../config/endpoints';
import { ChatServiceError, passwordDigest } from '../chat-client';
import type { AdminCredential } from './admin-credential';
import { clearAdminSession, readAdminSession, saveAdminSession, type AdminSession } from './admin-session';

interface Envelope<T> {
  errCode: number;
  errMsg: string;
  errDlt?: string;
  data?: T;
}

/** Answers that mean the console's token no longer works (expired, revoked, or the secret changed). */
const SESSION_ENDING_CODES = new Set([20101, 1501, 1502, 1503, 1504, 1505, 1506, 1507]);

/** The console's sign-in has ended; the shell shows its sign-in form again. */
export class AdminSessionEnded extends Error {
  constructor() {
    super('admin session ended');
  }
}

const listeners = new Set<() => void>();

/** Called when a call finds the console's token refused, so the shell can ask for a sign-in again. */
export function onAdminSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endAdminSession(): void {
  clearAdminSession();
  for (const listener of listeners) listener();
}

async function post<T>(url: string, body: unknown, token?: string): Promise<Envelope<T>> {
  try {
    return await ky
      .post(url, {
        json: body,
        timeout: 15_000,
        headers: { operationID: crypto.randomUUID(), ...(token ? { token } : {}) },
      })
      .json<Envelope<T>>();
  } catch (error) {
    if (error instanceof HTTPError) throw new ChatServiceError(error.response.status, error.message);
    throw error;
  }
}

/**
 * POST to one of the chat service's admin routes (/chat/…) with the console's token. Every action goes through the
 * server's own admin routes, which check the token again; a refused token ends the console's sign-in.
 */
export async function adminPost<T = undefined>(path: string, body: unknown = {}): Promise<T> {
  const session = readAdminSession();
  if (!session) {
    endAdminSession();
    throw new AdminSessionEnded();
  }
  const { chatUrl } = readEndpoints(localStorage, location.origin);
  const envelope = await post<T>(`${chatUrl}${path}`, body, session.token);
  if (envelope.errCode !== 0) {
    if (SESSION_ENDING_CODES.has(envelope.errCode)) {
      endAdminSession();
      throw new AdminSessionEnded();
    }
    throw new AdminCallError(envelope.errCode, envelope.errMsg, envelope.errDlt ?? '', envelope.data);
  }
  return envelope.data as T;
}

/**
 * A refusal by an admin route, with OpenIM's errCode, the server's detail (errDlt) and any data it sent with the
 * refusal (the org import's bad rows).
 */
export class AdminCallError extends ChatServiceError {
  constructor(
    errCode: number,
    errMsg: string,
    readonly errDlt: string,
    readonly data?: unknown,
  ) {
    super(errCode, errMsg);
  }
}

/**
 * Where each way of signing in sends its credential, from the Server settings (`/config`): the console shows it on
 * its sign-in form, so nobody types the admin secret into a form that posts it to an address they did not choose.
 */
export function adminSignInAddress(way: 'secret' | 'account'): string {
  const { apiUrl, chatUrl } = readEndpoints(localStorage, location.origin);
  return way === 'secret' ? `${apiUrl}/auth/get_admin_token` : `${chatUrl}/account/admin_login`;
}

/**
 * Signs the console in with the admin secret: OpenIM's /auth/get_admin_token, whose wrong guesses lock the address
 * out (429, errDlt says when to retry). The token lives one day by default.
 */
export async function signInWithAdminSecret(userID: string, secret: string): Promise<AdminSession> {
  const { apiUrl } = readEndpoints(localStorage, location.origin);
  const envelope = await post<{ token: string; expireTimeSeconds: number }>(`${apiUrl}/auth/get_admin_token`, {
    secret,
    userID,
  });
  if (envelope.errCode !== 0 || !envelope.data)
    throw new AdminCallError(envelope.errCode, envelope.errMsg, envelope.errDlt ?? '');
  const session: AdminSession = {
    token: envelope.data.token,
    userID,
    expiresAt: Date.now() + envelope.data.expireTimeSeconds * 1000,
    via: 'secret',
  };
  saveAdminSession(session);
  return session;
}

/** A credential the server can look up: an e-mail, an account name, or a phone number split from its area code. */
export type SignInCredential = Exclude<AdminCredential, { unsplitPhone: string }>;

/**
 * Signs the console in with an account the server marks as an administrator (PARLEY_ADMIN_ACCOUNTS): its account
 * name or e-mail address and its password, under the same lockout as any sign-in.
 */
export async function signInWithAdminAccount(credential: SignInCredential, password: string): Promise<AdminSession> {
  const { chatUrl } = readEndpoints(localStorage, location.origin);
  const envelope = await post<{ chatToken: string; userID: string; nickname?: string; expireTimeSeconds: number }>(
    `${chatUrl}/account/admin_login`,
    { ...credential, password: passwordDigest(password) },
  );
  if (envelope.errCode !== 0 || !envelope.data)
    throw new AdminCallError(envelope.errCode, envelope.errMsg, envelope.errDlt ?? '');
  const session: AdminSession = {
    token: envelope.data.chatToken,
    userID: envelope.data.userID,
    name: envelope.data.nickname || envelope.data.userID,
    expiresAt: Date.now() + envelope.data.expireTimeSeconds * 1000,
    via: 'account',
  };
  saveAdminSession(session);
  return session;
}

/**
 * Signs the console out and revokes on the server the token it held: an administrator account's chat token, or
 * the IM admin token got with the secret (IM's /auth/logout, ours), which would otherwise live out its day.
 */
export async function signOutOfConsole(): Promise<void> {
  const session = readAdminSession();
  clearAdminSession();
  if (!session) return;
  const { chatUrl, apiUrl } = readEndpoints(localStorage, location.origin);
  const revoke =
    session.via === 'account'
      ? post(`${chatUrl}/account/logout`, { platform: 0 }, session.token)
      : post(`${apiUrl}/auth/logout`, {}, session.token);
  await revoke.catch(() => undefined);
}
