import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import type { Services } from '../../services/services.ts';
import { ImAdminClient } from '../im-admin-client.ts';

/**
 * What Web Push asks of IM over OpenIM's REST API: the embedded IM's answers, and OpenIM v3.8.3's own answer shapes
 * (Go's omitempty drops a false isBackground, an offline user's empty list and an empty userIDs).
 */
let app: FastifyInstance | undefined;
let openim: Server | undefined;
afterEach(async () => {
  await app?.close();
  await new Promise((resolve) => (openim ? openim.close(resolve) : resolve(undefined)));
  app = openim = undefined;
});

const call = async (path: string, token: string, payload: Record<string, unknown>) =>
  (await app!.inject({ method: 'POST', url: `/api${path}`, headers: { token, operationid: 't' }, payload })).json() as {
    errCode: number;
    data?: unknown;
  };

describe('the embedded IM', () => {
  let services: Services;
  let admin: string;

  const start = async () => {
    let config;
    ({ app, services, config } = await createTestApp());
    services.users.register(['ann', 'bob'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
    admin = services.tokens.issue(config.adminUserID, 10).token;
  };

  it('lists whom a conversation may notify, to the admin only (others’ receive options are private)', async () => {
    await start();
    const single = { conversationID: 'si_ann_bob', conversationType: 1, userID: 'bob', groupID: '' };
    services.conversations.upsert('bob', { ...single, userID: 'ann' }, { recvMsgOpt: 2 });
    const asked = { conversationID: 'si_ann_bob', userIDs: ['ann', 'bob'] };
    expect(await call('/conversation/get_conversation_offline_push_user_ids', admin, asked)).toMatchObject({
      errCode: 0,
      data: { userIDs: ['ann'] },
    });
    const ann = services.tokens.issue('ann', 5).token;
    expect((await call('/conversation/get_conversation_offline_push_user_ids', ann, asked)).errCode).toBe(1002);
  });

  it('reports each online platform’s background state, as OpenIM’s gateway does', async () => {
    await start();
    const connection = { id: 1, userID: 'ann', platformID: 5, token: 't', isBackground: true };
    services.hub.add({ ...connection, send: () => undefined, kick: () => undefined, close: () => undefined });
    expect(await call('/user/get_users_online_status', admin, { userIDs: ['ann', 'bob'] })).toMatchObject({
      data: [
        { userID: 'ann', status: 1, detailPlatformStatus: [{ platformID: 5, status: 1, isBackground: true }] },
        { userID: 'bob', status: 0, detailPlatformStatus: [] },
      ],
    });
  });
});

describe('the REST client, against answers shaped as OpenIM v3.8.3 writes them', () => {
  it('reads connections, the receive filter, global options and a group’s name', async () => {
    const answers: Record<string, unknown> = {
      '/user/get_users_online_status': [
        { userID: 'ann', status: 1, detailPlatformStatus: [{ platformID: 5, connID: 'c1', token: 'x' }] },
        { userID: 'cat', status: 1, detailPlatformStatus: [{ platformID: 1, isBackground: true }] },
        { userID: 'bob', status: 0 },
      ],
      '/conversation/get_conversation_offline_push_user_ids': {},
      '/user/get_users_info': { usersInfo: [{ userID: 'ann', globalRecvMsgOpt: 2 }, { userID: 'bob' }] },
      '/group/get_groups_info': { groupInfos: [{ groupID: 'g1', groupName: 'Team' }] },
    };
    openim = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ errCode: 0, errMsg: '', errDlt: '', data: answers[request.url ?? ''] }));
    });
    await new Promise<void>((resolve) => openim!.listen(0, '127.0.0.1', resolve));
    const { port } = openim.address() as AddressInfo;
    const client = new ImAdminClient(
      () => `http://127.0.0.1:${port}`,
      'imAdmin',
      'secret',
      () => 'admin-token',
    );

    expect(await client.connections(['ann', 'cat', 'bob'])).toEqual([
      { userID: 'ann', platforms: [{ platformID: 5, isBackground: false }] },
      { userID: 'cat', platforms: [{ platformID: 1, isBackground: true }] },
      { userID: 'bob', platforms: [] },
    ]);
    expect(await client.conversationPushUserIDs('si_ann_bob', ['ann'])).toEqual([]);
    expect(await client.globalRecvMsgOpts(['ann', 'bob'])).toEqual(
      new Map([
        ['ann', 2],
        ['bob', 0],
      ]),
    );
    expect(await client.groupName('g1')).toBe('Team');
    expect(await client.groupName('g2')).toBe('');
  });
});
