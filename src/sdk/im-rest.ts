import ky from 'ky';
import { readEndpoints } from '../config/endpoints';
import { readStoredSession } from '../state/session/stored-session';

/** A failure the IM REST API reported, shaped like the SDK's own refusals. */
export class ImApiError extends Error {
  constructor(
    readonly errCode: number,
    readonly errMsg: string,
  ) {
    super(`${errCode} ${errMsg}`);
  }
}

/**
 * POST to the IM server's REST API as the signed-in user (their own IM token, a fresh operationID), for what the
 * SDK cannot do or would do with side effects; resolves with the envelope's data.
 */
export async function imApiPost<T = unknown>(path: string, body: unknown): Promise<T> {
  const { apiUrl } = readEndpoints(localStorage, location.origin);
  const token = readStoredSession()?.imToken ?? '';
  const envelope = await ky
    .post(`${apiUrl}${path}`, { json: body, timeout: 5000, headers: { token, operationID: crypto.randomUUID() } })
    .json<{ errCode: number; errMsg: string; data?: T }>();
  if (envelope.errCode !== 0) throw new ImApiError(envelope.errCode, envelope.errMsg);
  return envelope.data as T;
}
