import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import type { Services } from '../services/services.ts';

let app: FastifyInstance;
let services: Services;
let adminUserID: string;
const tokens: Record<string, string> = {};

beforeEach(async () => {
  const created = await createTestApp();
  ({ app, services } = created);
  adminUserID = created.config.adminUserID;
  for (const userID of ['ann', 'bob', 'notices']) {
    services.users.register([{ userID, nickname: userID, faceURL: '' }]);
    tokens[userID] = services.tokens.issue(userID, 5).token;
  }
  tokens.admin = services.tokens.issue(adminUserID, 10).token;
});
afterEach(() => app.close());

async function call(who: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/msg/send_msg',
    headers: { token: tokens[who]!, operationid: 't' },
    payload,
  });
  return response.json() as { errCode: number; errMsg: string; data?: Record<string, unknown> };
}

const notice = {
  notificationName: 'Billing',
  notificationType: 1,
  text: 'Your invoice is ready',
  mixType: 0,
  url: 'https://example.com/invoice',
};
const decode = (content: Uint8Array) => JSON.parse(new TextDecoder().decode(content)) as Record<string, unknown>;

describe('/msg/send_msg', () => {
  it('stores an OA notification in the receiver’s sn_ conversation, as sessionType 4 with a detail', async () => {
    const sent = await call('admin', {
      sendID: 'notices',
      recvID: 'ann',
      senderNickname: 'System',
      contentType: 1400,
      sessionType: 1,
      content: notice,
    });
    expect(sent.errCode).toBe(0);
    expect(sent.data).toEqual(
      expect.objectContaining({ serverMsgID: expect.any(String), clientMsgID: expect.any(String) }),
    );

    const conversationID = 'sn_ann_notices';
    expect(services.conversations.ids('ann')).toContain(conversationID);
    const [stored] = services.messageStore.read('ann', conversationID, 1, 1);
    expect(stored).toEqual(
      expect.objectContaining({ sessionType: 4, contentType: 1400, msgFrom: 200, senderNickname: 'System', seq: 1 }),
    );
    expect(JSON.parse(decode(stored!.content).detail as string)).toEqual(notice);
  });

  it('sends a text as someone to a single chat', async () => {
    const sent = await call('admin', {
      sendID: 'bob',
      recvID: 'ann',
      contentType: 101,
      sessionType: 1,
      content: { content: 'hello from the backend' },
    });
    expect(sent.errCode).toBe(0);
    const [stored] = services.messageStore.read('ann', 'si_ann_bob', 1, 1);
    expect(decode(stored!.content)).toEqual({ content: 'hello from the backend' });
  });

  it('is for the admin only', async () => {
    const sent = await call('bob', {
      sendID: 'bob',
      recvID: 'ann',
      contentType: 101,
      sessionType: 1,
      content: { content: 'x' },
    });
    expect(sent.errCode).toBe(1002);
  });

  it('sends OA notifications only from a registered notification account', async () => {
    const sent = await call('admin', {
      sendID: 'nobody-registered',
      recvID: 'ann',
      contentType: 1400,
      sessionType: 4,
      content: notice,
    });
    expect(sent.errCode).toBe(1004);
  });

  it('refuses a notification without its required fields, and unsupported content types', async () => {
    const missing = await call('admin', {
      sendID: 'notices',
      recvID: 'ann',
      contentType: 1400,
      sessionType: 4,
      content: { notificationName: 'X' },
    });
    expect(missing.errCode).toBe(1001);
    const unsupported = await call('admin', {
      sendID: 'bob',
      recvID: 'ann',
      contentType: 999,
      sessionType: 1,
      content: {},
    });
    expect(unsupported.errCode).toBe(1001);
  });

  it('leaves notification conversations closed to clients', async () => {
    const fromClient = {
      sendID: 'bob',
      recvID: 'ann',
      clientMsgID: 'c1',
      sessionType: 4,
      contentType: 1400,
      options: {},
    };
    const send = (msg: object) =>
      services.messages.send('bob', { content: new Uint8Array(), msgFrom: 100, ...msg } as Parameters<
        Services['messages']['send']
      >[1]);
    // An OA notice is the server's to make, whatever the session type.
    await expect(send(fromClient)).rejects.toMatchObject({ errCode: 1002 });
    // Even user content cannot go to a notification conversation from a client.
    await expect(send({ ...fromClient, contentType: 101 })).rejects.toMatchObject({ errCode: 1001 });
  });
});
