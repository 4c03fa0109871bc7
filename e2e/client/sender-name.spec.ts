import { expect, test } from '@playwright/test';
import { GatewayClient } from '../../server/gateway/gateway-client.ts';
import { completeMsgData, encodeMsgData } from '../../server/protocol/protobuf.ts';
import { baseURL } from '../../playwright.config';
import { registerAccount } from '../support/session';
import { signIn } from '../support/ui-session';
import { imCall } from '../support/im-admin';

/**
 * Issue 24, point 4. The forger speaks the gateway protocol itself (the SDK would fill in its own name), writing
 * someone else's name and face into the message; the reader runs the real app and SDK.
 */
test('a member who sends in someone else’s name shows up in the conversation list under their own', async ({
  page,
  request,
}) => {
  const alice = await registerAccount(request, 'Alice');
  const mallory = await registerAccount(request, 'Mallory');
  const lena = await registerAccount(request, 'Lena Novak');
  await signIn(page, alice);

  const created = await imCall<{ groupInfo: { groupID: string } }>(
    request,
    '/group/create_group',
    { memberUserIDs: [alice.userID, lena.userID], groupInfo: { groupName: 'Payments', groupType: 2 } },
    mallory.imToken,
  );
  const groupID = created.groupInfo.groupID;
  const row = page.getByRole('link', { name: /Payments/ });
  await expect(row.locator('.preview')).toHaveText('Mallory created the group');

  const forger = await GatewayClient.connect(`${baseURL.replace('http', 'ws')}/msg_gateway`, {
    userID: mallory.userID,
    token: mallory.imToken,
    platformID: 5,
  });
  const send = async (to: { recvID?: string; groupID?: string; sessionType: number }, text: string) => {
    const msg = completeMsgData({
      sendID: mallory.userID,
      clientMsgID: `forged-${Date.now()}-${text.length}`,
      senderPlatformID: 5,
      senderNickname: 'Lena Novak',
      senderFaceURL: '',
      msgFrom: 100,
      contentType: 101,
      content: new TextEncoder().encode(JSON.stringify({ content: text })),
      createTime: Date.now(),
      ...to,
    });
    expect((await forger.request(1003, encodeMsgData(msg))).errCode).toBe(0);
  };

  try {
    // In the group: the preview names the real sender.
    await send({ groupID, sessionType: 3 }, 'Approve the transfer');
    await expect(row.locator('.preview')).toHaveText('Mallory: Approve the transfer');

    // In a single chat: the new conversation is named after the real sender, not the name in the message.
    await send({ recvID: alice.userID, sessionType: 1 }, 'It is me, Lena');
    const single = page.getByRole('link').filter({ has: page.locator('.preview', { hasText: 'It is me, Lena' }) });
    await expect(single.locator('.name')).toHaveText('Mallory');
    await expect(page.locator('.name', { hasText: 'Lena Novak' })).toHaveCount(0);
  } finally {
    forger.close();
  }
});
