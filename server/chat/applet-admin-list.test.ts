import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { appChatTokens } from '../test/admin-app.ts';
import { ChatUserType } from './chat-tokens.ts';

let app: FastifyInstance;
let userToken: string;
let adminToken: string;

beforeEach(async () => {
  let chatDb, config;
  ({ app, chatDb, config } = await createTestApp({ adminAccounts: 'boss' }));
  // Over HTTP (the server-chat-apart project) the chat service asks IM whose token it is, over the network.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const chatTokens = appChatTokens(chatDb, config);
  userToken = await chatTokens.issue('u1');
  adminToken = await chatTokens.issue('boss', ChatUserType.admin);
});
afterEach(() => app.close());

async function call(token: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat${path}`,
    headers: { operationid: 'op', token },
    payload,
  });
  return response.json() as { errCode: number; errDlt: string; data?: Record<string, unknown> };
}

const page = { pageNumber: 1, showNumber: 100 };
const names = async (path: string, token: string, body: Record<string, unknown> = {}) =>
  ((await call(token, path, body)).data!.applets as Array<{ name: string }>).map((a) => a.name);

describe('applet list and order for the console', () => {
  it('lists every applet, off the shelf too, for the admin only, and finds by name or appID', async () => {
    await call(adminToken, '/applet/add', { name: 'Wiki', appID: 'wiki', url: 'https://wiki.example', priority: 2 });
    await call(adminToken, '/applet/add', { name: 'Hidden', url: 'https://hidden.example', status: 2, priority: 1 });
    await call(adminToken, '/applet/add', { name: '100%', url: 'https://percent.example' });
    expect(await names('/applet/search', adminToken, { pagination: page })).toEqual(['Wiki', 'Hidden', '100%']);
    expect(await names('/applet/search', adminToken, { keyword: 'WIK', pagination: page })).toEqual(['Wiki']);
    // LIKE's wildcards are taken literally.
    expect(await names('/applet/search', adminToken, { keyword: '%', pagination: page })).toEqual(['100%']);
    expect((await call(userToken, '/applet/search', { pagination: page })).errCode).toBe(1002);
    expect((await call(adminToken, '/applet/search', {})).errCode).toBe(1001);
  });

  it('sets the workbench order in one step from the whole list', async () => {
    const ids: Record<string, string> = {};
    for (const name of ['A', 'B', 'C'])
      ids[name] = (await call(adminToken, '/applet/add', { name, url: `https://${name}.example` })).data!.id as string;
    expect((await call(userToken, '/applet/sort', { appletIDs: [ids.C, ids.A, ids.B] })).errCode).toBe(1002);
    // A partial list, a repeated one or an unknown id changes nothing.
    expect((await call(adminToken, '/applet/sort', { appletIDs: [ids.C, ids.A] })).errCode).toBe(1001);
    expect((await call(adminToken, '/applet/sort', { appletIDs: [ids.C, ids.C, ids.A, ids.B] })).errCode).toBe(1001);
    expect((await call(adminToken, '/applet/sort', { appletIDs: [ids.C, ids.A, ids.B, 'nope'] })).errCode).toBe(1004);
    expect(await names('/applet/find', userToken)).toEqual(['A', 'B', 'C']);
    expect((await call(adminToken, '/applet/sort', { appletIDs: [ids.C, ids.A, ids.B] })).errCode).toBe(0);
    expect(await names('/applet/find', userToken)).toEqual(['C', 'A', 'B']);
    expect(await names('/applet/search', adminToken, { pagination: page })).toEqual(['C', 'A', 'B']);
  });
});
