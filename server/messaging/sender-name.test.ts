import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PbCoder } from '@openim/protocol';
import { startGatewayApp, message, sendMessage, type GatewayApp } from '../test/gateway-session.ts';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { pushPayload } from '../chat/push/push-preview.ts';

/** Issue 24, point 4: nobody can speak in someone else's name. */
let env: GatewayApp;
beforeEach(async () => {
  env = await startGatewayApp();
  env.services.users.register([
    { userID: 'mallory', nickname: 'Mallory Reed', faceURL: 'https://faces.example/mallory.png' },
    { userID: 'lena', nickname: 'Lena Novak', faceURL: 'https://faces.example/lena.png' },
    { userID: 'bob', nickname: 'Bob Stone', faceURL: '' },
  ]);
});
afterEach(() => env.close());

const forged = { senderNickname: 'Lena Novak', senderFaceURL: 'https://faces.example/lena.png' };

/** The next text message pushed to this client (notifications pass by), decoded. */
const nextPush = (client: GatewayClient) =>
  new Promise<{ senderNickname: string; senderFaceURL: string }>((resolve) =>
    client.onPush((push) => {
      if (push.reqIdentifier !== 2001) return;
      const msgs = Object.values(PbCoder.PushMessages.decode(push.data).msgs).flatMap((pull) => pull.Msgs);
      const text = msgs.find((msg) => msg.contentType === 101);
      if (text) resolve(text);
    }),
  );

describe('a client’s message', () => {
  it('carries the sender’s own name and face in a single chat, whatever the client wrote', async () => {
    const mallory = await env.connect('mallory');
    const bob = await env.connect('bob');
    const pushed = nextPush(bob);
    expect((await sendMessage(mallory, message({ sendID: 'mallory', recvID: 'bob', ...forged }))).errCode).toBe(0);

    const real = { senderNickname: 'Mallory Reed', senderFaceURL: 'https://faces.example/mallory.png' };
    expect(await pushed).toMatchObject(real);
    const [stored] = env.services.messageStore.read('bob', 'si_bob_mallory', 1, 1);
    expect(stored).toMatchObject(real);
    // What a Web Push notification would show.
    const text = new TextDecoder().decode(stored!.content);
    const notice = pushPayload({ ...stored!, content: text }, 'si_bob_mallory', {
      privatePreviews: false,
      locale: 'en',
    });
    expect(notice.title).toBe('Mallory Reed');
  });

  it('carries the sender’s group nickname in a group', async () => {
    const mallory = await env.connect('mallory');
    const bob = await env.connect('bob');
    env.user('lena');
    const created = await env.api('bob', '/group/create_group', {
      memberUserIDs: ['mallory', 'lena'],
      groupInfo: { groupName: 'Team', groupType: 2 },
    });
    const groupID = (created.data!.groupInfo as { groupID: string }).groupID;
    const renamed = await env.api('mallory', '/group/set_group_member_info', {
      members: [{ groupID, userID: 'mallory', nickname: 'Mal (ops)' }],
    });
    expect(renamed.errCode).toBe(0);

    const pushed = nextPush(bob);
    const sent = await sendMessage(mallory, message({ sendID: 'mallory', groupID, sessionType: 3, ...forged }));
    expect(sent.errCode).toBe(0);
    expect(await pushed).toMatchObject({
      senderNickname: 'Mal (ops)',
      senderFaceURL: 'https://faces.example/mallory.png',
    });
  });
});
