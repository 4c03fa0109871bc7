import ky, { HTTPError } from 'ky';
import SparkMD5 from 'spark-md5';
import { readEndpoints } from '../config/endpoints';
import { readStoredSession } from '../state/session/stored-session';
import { sessionEndingOnPurpose } from '../state/session/session-ending';
import { appStore } from '../state/store';
import { forcedLogoutAtom, type ForcedLogoutReason } from '../state/connection/connection-atoms';

/** A revoked chat token (20101, deltas.md 10) or a bad one ends the session like an IM token error. */
const SESSION_ENDING_CODES = new Set([20101, 1501, 1502, 1503, 1504, 1505]);

/** The errDlt of a revoked chat token, by why every session ended (server/chat/chat-tokens.ts). */
const ENDED_BECAUSE: Record<string, ForcedLogoutReason> = {
  PasswordChanged: 'passwordChanged',
  SignedOutAtProvider: 'signedOutAtProvider',
};

const sessionEnd = (envelope: Envelope<unknown>): ForcedLogoutReason => {
  if (envelope.errCode === 1501) return 'expired';
  return (envelope.errCode === 20101 && ENDED_BECAUSE[envelope.errDlt ?? '']) || 'invalid';
};

/** A failure the chat service reported, with its errCode (product-spec §8, chat-service.md §1.2). */
export class ChatServiceError extends Error {
  constructor(
    readonly errCode: number,
    readonly errMsg: string,
    /** Which check failed, where the service says (single sign-on's refusals do). */
    readonly errDlt = '',
  ) {
    super(`${errCode} ${errMsg}`);
  }
}

interface Envelope<T> {
  errCode: number;
  errMsg: string;
  errDlt?: string;
  data?: T;
}

/**
 * POST to the chat service: 5 s timeout, a fresh operationID, the chat token when signed in. A refused token ends
 * the session, unless `endsSession` is false (signing out, when the token may be gone already).
 */
export async function chatPost<T = undefined>(path: string, body: unknown, endsSession = true): Promise<T> {
  const { chatUrl } = readEndpoints(localStorage, location.origin);
  const token = readStoredSession()?.chatToken;
  try {
    const envelope = await ky
      .post(`${chatUrl}${path}`, {
        json: body,
        timeout: 5000,
        headers: { operationID: crypto.randomUUID(), ...(token ? { token } : {}) },
      })
      .json<Envelope<T>>();
    if (envelope.errCode !== 0) {
      if (token && endsSession && SESSION_ENDING_CODES.has(envelope.errCode) && !sessionEndingOnPurpose())
        appStore.set(forcedLogoutAtom, sessionEnd(envelope));
      throw new ChatServiceError(envelope.errCode, envelope.errMsg, envelope.errDlt);
    }
    return envelope.data as T;
  } catch (error) {
    if (error instanceof HTTPError) throw new ChatServiceError(error.response.status, error.message);
    throw error;
  }
}

/**
 * Sign-out on the server (our /account/logout): the chat token stops working, and so does the IM login on
 * `platform`, with the push subscriptions made from it. Nothing to do when there is no chat token any more.
 */
export async function logoutChatSession(platform: number): Promise<void> {
  if (!readStoredSession()?.chatToken) return;
  await chatPost('/account/logout', { platform }, false);
}

/** Clients send the lowercase MD5 hex of the password (deltas.md 8). */
export const passwordDigest = (password: string) => SparkMD5.hash(password);

export interface LoginResult {
  userID: string;
  imToken: string;
  chatToken: string;
}

export type LoginCredential = { areaCode: string; phoneNumber: string } | { email: string } | { account: string };

export function loginWithPassword(
  credential: LoginCredential,
  password: string,
  platform: number,
): Promise<LoginResult> {
  return chatPost<LoginResult>('/account/login', { ...credential, password: passwordDigest(password), platform });
}

export function loginWithCode(credential: LoginCredential, verifyCode: string, platform: number): Promise<LoginResult> {
  return chatPost<LoginResult>('/account/login', { ...credential, verifyCode, platform });
}

/** usedFor 3: a code to sign in with; the account must exist (chat-service.md §1.4). */
export function sendLoginCode(credential: LoginCredential): Promise<void> {
  return chatPost('/account/code/send', { usedFor: 3, ...credential });
}

/**
 * Why the IM server signed this device out (its kick says nothing more): a password change or reset also revoked
 * the chat token, which then answers so (issue 27 point 7); a sign-in on another device leaves it working. Asked
 * with the stored chat token before the session is cleared; no answer (offline) is taken as the kick it was.
 */
export async function kickReason(): Promise<ForcedLogoutReason> {
  const { chatUrl } = readEndpoints(localStorage, location.origin);
  const session = readStoredSession();
  if (!session?.chatToken) return 'kicked';
  try {
    const envelope = await ky
      .post(`${chatUrl}/user/find/public`, {
        json: { userIDs: [session.userID] },
        timeout: 5000,
        headers: { operationID: crypto.randomUUID(), token: session.chatToken },
      })
      .json<Envelope<unknown>>();
    return envelope.errCode === 0 ? 'kicked' : sessionEnd(envelope);
  } catch {
    return 'kicked';
  }
}
