import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { chatCall } from '../support/chat-service';
import { registerAccount } from '../support/session';
import { sendTextAs } from '../support/chat-page';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { conversations, history, singleConversationID, totalUnread } from '../support/sdk-actions';

/**
 * An OpenIM client (the real SDK on a page of its own, platform 5) signed in as `openimUser`, holding one message from
 * `parleyUser`, a Parley user, unread.
 */
async function openimDeviceWithMessage(browser: Browser, request: APIRequestContext, text: string) {
  const openimUser = await registerAccount(request, 'Ines');
  const parleyUser = await registerAccount(request, 'Jonas');
  const device = await openDevice(browser);
  await login(device, { userID: openimUser.userID, token: openimUser.imToken, platformID: 5 });
  await waitForEvent(device, 'OnSyncServerFinish');
  await sendTextAs(request, parleyUser, openimUser.userID, text);
  await waitForEvent(device, 'OnRecvNewMessages');
  const conversationID = singleConversationID(openimUser.userID, parleyUser.userID);
  const [message] = await history(device, conversationID);
  expect(message!.text).toBe(text);
  return { openimUser, parleyUser, device, conversationID, message: message! };
}

/** The OpenIM client's view is only IM's messages: `texts` in its history, the last as its preview, one unread each. */
async function expectOnlyImMessages(device: Page, conversationID: string, texts: string[]) {
  await expect.poll(async () => (await history(device, conversationID)).length).toBe(texts.length);
  expect((await history(device, conversationID)).map((m) => m.text)).toEqual(texts);
  const after = (await conversations(device)).find((c) => c.conversationID === conversationID)!;
  expect(after.unreadCount).toBe(texts.length);
  expect(JSON.parse(after.latestMsg).textElem.content).toBe(texts.at(-1));
  expect(await totalUnread(device)).toBe(texts.length);
  expect((await conversations(device)).map((c) => c.conversationID)).toEqual([conversationID]);
}

/**
 * Issue 39, point 6: reactions are Parley's, told through OpenIM's business notifications. An OpenIM client (the
 * real SDK, nothing of Parley's app) hears each as OnRecvCustomBusinessMessage and nothing else: no message in the
 * history, no unread count, no changed preview.
 */
test('a reaction reaches an OpenIM client as a business notification only: no bubble, no unread, no new preview', async ({
  browser,
  request,
}) => {
  const { openimUser, parleyUser, device, conversationID, message } = await openimDeviceWithMessage(
    browser,
    request,
    'Minutes attached',
  );
  const before = (await conversations(device)).find((c) => c.conversationID === conversationID)!;
  expect(before.unreadCount).toBe(1);

  const reacted = await chatCall<{ conversationID: string }>(
    request,
    '/message/reaction/set',
    { peerUserID: openimUser.userID, clientMsgID: message.clientMsgID, emoji: '👍', react: true },
    parleyUser.chatToken,
  );
  expect(reacted.errCode).toBe(0);
  expect(reacted.data!.conversationID).toBe(conversationID);

  const [notice] = await waitForEvent<{ key: string; data: string }>(device, 'OnRecvCustomBusinessMessage');
  expect(notice!.key).toBe('parley_reaction');
  expect(JSON.parse(notice!.data)).toEqual({
    conversationID,
    clientMsgID: message.clientMsgID,
    emoji: '👍',
    userID: parleyUser.userID,
    react: true,
  });
  // A message sent after it arrives in order, and the reaction left nothing behind in between.
  await sendTextAs(request, parleyUser, openimUser.userID, 'Second note');
  await expectOnlyImMessages(device, conversationID, ['Minutes attached', 'Second note']);
});

/**
 * Issue 39, point 2: an edit is Parley's too, told the same way. An OpenIM client hears it as a business notification,
 * and its own copy of the message, its unread count and its preview stay as IM delivered them.
 */
test('an edit reaches an OpenIM client as a business notification only: the message, unread count and preview stay', async ({
  browser,
  request,
}) => {
  const { openimUser, parleyUser, device, conversationID, message } = await openimDeviceWithMessage(
    browser,
    request,
    'Meet at noon',
  );

  // The chat service learns of the message from IM's after-send webhook, which may come a moment after the send.
  let edited: Awaited<ReturnType<typeof chatCall<{ conversationID: string; editTime: number }>>> | undefined;
  await expect
    .poll(async () => {
      edited = await chatCall(
        request,
        '/message/edit/set',
        { peerUserID: openimUser.userID, clientMsgID: message.clientMsgID, text: 'Meet at one' },
        parleyUser.chatToken,
      );
      return edited.errCode;
    })
    .toBe(0);
  expect(edited!.data!.conversationID).toBe(conversationID);

  const [notice] = await waitForEvent<{ key: string; data: string }>(device, 'OnRecvCustomBusinessMessage');
  expect(notice!.key).toBe('parley_edit');
  expect(JSON.parse(notice!.data)).toEqual({
    conversationID,
    clientMsgID: message.clientMsgID,
    text: 'Meet at one',
    editTime: edited!.data!.editTime,
  });
  // The OpenIM client's own message still says what IM delivered, with one unread and its preview unchanged.
  await expectOnlyImMessages(device, conversationID, ['Meet at noon']);
});

/**
 * Issue 39, point 3 and 6: pins are Parley's too. An OpenIM client hears a pin and an unpin as business notifications
 * only: the notice lines Parley shows are drawn by Parley's client, never sent as IM messages, so no bubble, no unread
 * count, no changed preview here.
 */
test('a pin and an unpin reach an OpenIM client as business notifications only: no bubble, no unread, no new preview', async ({
  browser,
  request,
}) => {
  const { openimUser, parleyUser, device, conversationID, message } = await openimDeviceWithMessage(
    browser,
    request,
    'Gate code 2468',
  );
  const pin = (pinned: boolean) =>
    chatCall<{ conversationID: string; pins: Array<{ clientMsgID: string }> }>(
      request,
      '/message/pin/set',
      { peerUserID: openimUser.userID, clientMsgID: message.clientMsgID, seq: 1, sendTime: 0, pin: pinned },
      parleyUser.chatToken,
    );
  const pinned = await pin(true);
  expect(pinned.errCode).toBe(0);
  expect(pinned.data!.conversationID).toBe(conversationID);
  expect(pinned.data!.pins.map((p) => p.clientMsgID)).toEqual([message.clientMsgID]);
  expect((await pin(false)).errCode).toBe(0);

  const notices = await waitForEvent<{ key: string; data: string }>(device, 'OnRecvCustomBusinessMessage', 2);
  expect(notices.map((n) => n.key)).toEqual(['parley_pin', 'parley_pin']);
  // Told as they happened; each is sent on its own, so their order on arrival is not asserted.
  const told = notices.map((n) => JSON.parse(n.data) as Record<string, unknown>);
  const expected = (pinned: boolean) => ({
    conversationID,
    clientMsgID: message.clientMsgID,
    pinned,
    userID: parleyUser.userID,
    time: expect.any(Number),
  });
  expect(told).toHaveLength(2);
  expect(told).toEqual(expect.arrayContaining([expected(true), expected(false)]));
  await sendTextAs(request, parleyUser, openimUser.userID, 'See you there');
  await expectOnlyImMessages(device, conversationID, ['Gate code 2468', 'See you there']);
});
