import { expect, test, type Page } from '@playwright/test';
import { login, openDevice, usersOnline, waitForEvent } from '../support/sdk-page';
import { createGroup } from '../support/group-actions';
import { sdkCall } from '../support/sdk-actions';
import { userToken } from '../support/im-admin';

/**
 * Where the embedded server must behave as OpenIM Server v3.8.3 does, seen through the real SDK (issue 25 point 4):
 * mention marks on conversations, group notices sent as chat messages, left groups leaving the joined list, and
 * online status.
 */

type Message = Record<string, unknown>;
const GroupAtType = { normal: 0, atMe: 1, atAll: 2, atAllAtMe: 3 } as const;

const groupAtTypeOf = async (page: Page, groupID: string) =>
  (await sdkCall<{ groupAtType: number }>(page, 'getOneConversation', { sourceID: groupID, sessionType: 3 }))
    .groupAtType;

async function sendMention(page: Page, groupID: string, text: string, atUserIDList: string[]) {
  const at = await sdkCall<Message>(page, 'createTextAtMessage', {
    text,
    atUserIDList,
    atUsersInfo: atUserIDList.map((atUserID) => ({ atUserID, groupNickname: atUserID })),
  });
  await sdkCall(page, 'sendMessage', { recvID: '', groupID, message: at });
}

test('a mention marks the named member’s conversation "@me", @all marks everyone else, until the member resets it', async ({
  browser,
  request,
}) => {
  const [{ page: a }, { user: bob, page: b }, { page: c }] = await usersOnline(
    browser,
    request,
    'Alice',
    'Bob',
    'Carol',
  );
  const carol = await sdkCall<{ userID: string }>(c, 'getSelfUserInfo');
  const { groupID } = await createGroup(a, 'Mentions', [bob.userID, carol.userID]);
  await waitForEvent(b, 'OnJoinedGroupAdded');
  await waitForEvent(c, 'OnJoinedGroupAdded');

  await sendMention(a, groupID, '@Bob look', [bob.userID]);
  // OpenIM sets the mark on the server and tells the member's devices; the SDK sets none itself.
  await expect.poll(() => groupAtTypeOf(b, groupID)).toBe(GroupAtType.atMe);
  await waitForEvent(b, 'OnConversationChanged');
  expect(await groupAtTypeOf(c, groupID)).toBe(GroupAtType.normal);
  expect(await groupAtTypeOf(a, groupID)).toBe(GroupAtType.normal);

  await sdkCall(b, 'resetConversationGroupAtType', `sg_${groupID}`);
  await expect.poll(() => groupAtTypeOf(b, groupID)).toBe(GroupAtType.normal);

  // @all and Bob by name: Bob is "@all and @me", Carol "@all", and the sender nothing.
  await sendMention(a, groupID, '@everyone @Bob', ['AtAllTag', bob.userID]);
  await expect.poll(() => groupAtTypeOf(b, groupID)).toBe(GroupAtType.atAllAtMe);
  await expect.poll(() => groupAtTypeOf(c, groupID)).toBe(GroupAtType.atAll);
  expect(await groupAtTypeOf(a, groupID)).toBe(GroupAtType.normal);

  // The mark is the server's: a new device of Bob's finds it at its first sync.
  const bobAgain = await openDevice(browser);
  await login(bobAgain, { ...bob, platformID: 3, token: await userToken(request, bob.userID, 3) });
  await waitForEvent(bobAgain, 'OnSyncServerFinish');
  expect(await groupAtTypeOf(bobAgain, groupID)).toBe(GroupAtType.atAllAtMe);
});
