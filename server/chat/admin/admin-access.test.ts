import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAdminApp } from '../../test/admin-app.ts';
import { chatOverHttp } from '../../test/test-app.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** Every route of the console's users, registration and server sections, with a body each would accept. */
const ADMIN_ROUTES: Array<[string, Record<string, unknown>]> = [
  ['/user/admin_search', { keyword: '', pagination: { pageNumber: 1, showNumber: 10 } }],
  ['/user/force_logout', { userID: 'x' }],
  ['/block/add', { userID: 'x', reason: 'spam' }],
  ['/block/del', { userIDs: ['x'] }],
  ['/block/search', { keyword: '', pagination: { pageNumber: 1, showNumber: 10 } }],
  ['/user/password/reset', { userID: 'x' }],
  ['/account/add_user', { user: { nickname: 'N', account: 'newuser1', password: 'a'.repeat(32) } }],
  ['/user/allow_register/get', {}],
  ['/user/allow_register/set', { allowRegister: false }],
  ['/invitation_code/add', { codes: ['ABCD1234'] }],
  ['/invitation_code/gen', { num: 1 }],
  ['/invitation_code/del', { codes: ['ABCD1234'] }],
  ['/invitation_code/search', { pagination: { pageNumber: 1, showNumber: 10 } }],
  ['/statistic/server_status', {}],
];

describe('the admin routes of the console', () => {
  it('refuse a signed-in user (1002), a stranger without a token (1001) and a made-up token (20101)', async () => {
    const started = await startAdminApp();
    app = started.app;
    const user = await started.register('Mallory', '13800000009');
    for (const [path, body] of ADMIN_ROUTES) {
      expect({ path, ...(await started.call(`/chat${path}`, body, user.chatToken)) }).toMatchObject({
        path,
        errCode: 1002,
      });
      // The user's IM token is no admin token either.
      expect({ path, ...(await started.call(`/chat${path}`, body, user.imToken)) }).toMatchObject({
        path,
        errCode: 20101,
      });
      expect({ path, ...(await started.call(`/chat${path}`, body)) }).toMatchObject({ path, errCode: 1001 });
      expect({ path, ...(await started.call(`/chat${path}`, body, 'forged-token')) }).toMatchObject({
        path,
        errCode: 20101,
      });
    }
    // Nothing the refused calls asked for happened.
    expect((await started.admin('/user/allow_register/get')).data).toMatchObject({ mode: 'open' });
    expect(
      (await started.admin('/invitation_code/search', { pagination: { pageNumber: 1, showNumber: 10 } })).data,
    ).toMatchObject({ total: 0 });
  });

  it('accept the IM admin token from the admin secret', async () => {
    const started = await startAdminApp();
    app = started.app;
    // Over OpenIM's public API the chat service cannot read the server status (server-status.test.ts).
    const paths = ['/user/allow_register/get', ...(chatOverHttp() ? [] : ['/statistic/server_status'])];
    for (const path of paths)
      expect({ path, errCode: (await started.admin(path)).errCode }).toEqual({ path, errCode: 0 });
  });
});
