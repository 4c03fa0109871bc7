import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The code the test servers accept for every verification (PARLEY_SUPER_CODE); a real server has none. */
export const TEST_SUPER_CODE = '666666';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Calls the chat service as a client does: operationID on every request, the chat token where needed. */
export async function chatCall<T = unknown>(request: APIRequestContext, path: string, body: unknown, chatToken = '') {
  const response = await request.post(`/chat${path}`, {
    data: body,
    headers: { operationID: `e2e-${Date.now()}`, ...(chatToken ? { token: chatToken } : {}) },
  });
  return (await response.json()) as { errCode: number; errMsg: string; data?: T };
}

let sequence = 0;
/**
 * A phone number nobody has used in this run: the millisecond and a counter, whole (a counter of 10 and more was cut
 * to its first digit, and two registrations in one millisecond could get one number).
 */
export const freshPhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String(sequence++ % 100).padStart(2, '0')}`;
