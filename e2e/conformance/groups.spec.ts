import { expect, test } from '@playwright/test';
import { imCall, newUser } from '../support/im-admin';
import { login, openDevice, usersOnline, waitForEvent } from '../support/sdk-page';
import { createGroup, errCodeOf, joinedGroupIDs, memberRoles, sendGroupText } from '../support/group-actions';
import { history } from '../support/sdk-actions';

async function threeUsers(
  browser: import('@playwright/test').Browser,
  request: import('@playwright/test').APIRequestContext,
) {
  const online = await usersOnline(browser, request, 'Alice', 'Bob', 'Carol');
  return { users: online.map((o) => o.user), pages: online.map((o) => o.page) };
}

test('a group created with members: everyone gets it and can chat, newcomers see no earlier history', async ({
  browser,
  request,
}) => {
  const {
    users: [alice, bob, carol],
    pages: [alicePage, bobPage, carolPage],
  } = await threeUsers(browser, request);
  const group = await createGroup(alicePage!, 'Project', [bob!.userID]);
  expect(group.groupType).toBe(2);
  const [added] = await waitForEvent<{ groupID: string }>(bobPage!, 'OnJoinedGroupAdded');
  expect(added?.groupID).toBe(group.groupID);
  await expect.poll(() => joinedGroupIDs(bobPage!)).toEqual([group.groupID]);

  expect(await sendGroupText(bobPage!, group.groupID, 'hello group')).toBe(0);
  const conversationID = `sg_${group.groupID}`;
  await expect
    .poll(async () => (await history(alicePage!, conversationID)).map((m) => m.text))
    .toContain('hello group');

  await alicePage!.evaluate(
    ({ groupID, userIDList }) => window.parleyHarness.sdk().inviteUserToGroup({ groupID, reason: '', userIDList }),
    { groupID: group.groupID, userIDList: [carol!.userID] },
  );
  await waitForEvent(carolPage!, 'OnJoinedGroupAdded');
  expect(await sendGroupText(carolPage!, group.groupID, 'carol here')).toBe(0);
  await expect.poll(async () => (await history(carolPage!, conversationID)).map((m) => m.text)).toContain('carol here');
  // Carol joined after "hello group": it is not hers to see.
  expect((await history(carolPage!, conversationID)).map((m) => m.text)).not.toContain('hello group');
  expect(alice).toBeTruthy();
});

test('set admin, mute a member and mute all, kick, transfer, quit and dismiss', async ({ browser, request }) => {
  const {
    users: [alice, bob, carol],
    pages: [alicePage, bobPage, carolPage],
  } = await threeUsers(browser, request);
  const group = await createGroup(alicePage!, 'Ops', [bob!.userID, carol!.userID]);
  await waitForEvent(carolPage!, 'OnJoinedGroupAdded');
  const groupID = group.groupID;

  // Only the owner sets admins.
  expect(await errCodeOf(carolPage!, 'setGroupMemberRoleLevel', { groupID, userID: bob!.userID, roleLevel: 60 })).toBe(
    1002,
  );
  expect(await errCodeOf(alicePage!, 'setGroupMemberRoleLevel', { groupID, userID: bob!.userID, roleLevel: 60 })).toBe(
    0,
  );
  await expect.poll(() => memberRoles(carolPage!, groupID)).toMatchObject({ [bob!.userID]: 60 });

  // The admin mutes Carol: her sends are refused with 1402 until unmuted.
  expect(
    await errCodeOf(bobPage!, 'changeGroupMemberMute', { groupID, userID: carol!.userID, mutedSeconds: 600 }),
  ).toBe(0);
  await expect.poll(() => sendGroupText(carolPage!, groupID, 'let me speak')).toBe(1402);
  expect(
    await errCodeOf(carolPage!, 'changeGroupMemberMute', { groupID, userID: bob!.userID, mutedSeconds: 600 }),
  ).toBe(1002);
  expect(await errCodeOf(bobPage!, 'changeGroupMemberMute', { groupID, userID: carol!.userID, mutedSeconds: 0 })).toBe(
    0,
  );

  // Mute all: members get 1403, the owner and admins still speak. The SDK's changeGroupMute panics in this
  // build (its JS passes 4 arguments, the wasm reads a 5th), so the owner's call goes over the REST API.
  expect(await errCodeOf(alicePage!, 'changeGroupMute', { groupID, isMute: true, muteBypassUserIDs: [] })).toBe(100);
  await imCall(request, '/group/mute_group', { groupID }, alice!.token);
  await expect.poll(() => sendGroupText(carolPage!, groupID, 'muted?')).toBe(1403);
  expect(await sendGroupText(bobPage!, groupID, 'admins speak')).toBe(0);
  await imCall(request, '/group/cancel_mute_group', { groupID }, alice!.token);
  await expect.poll(() => sendGroupText(carolPage!, groupID, 'free again')).toBe(0);

  // Kick: Carol leaves the group and can no longer send (1203).
  expect(await errCodeOf(carolPage!, 'kickGroupMember', { groupID, reason: '', userIDList: [bob!.userID] })).toBe(1002);
  expect(await errCodeOf(bobPage!, 'kickGroupMember', { groupID, reason: '', userIDList: [carol!.userID] })).toBe(0);
  await waitForEvent(carolPage!, 'OnJoinedGroupDeleted');
  expect(await sendGroupText(carolPage!, groupID, 'still here?')).not.toBe(0);

  // Transfer to Bob, then Alice quits; only the new owner can dismiss.
  expect(await errCodeOf(bobPage!, 'transferGroupOwner', { groupID, newOwnerUserID: bob!.userID })).toBe(1002);
  expect(await errCodeOf(alicePage!, 'transferGroupOwner', { groupID, newOwnerUserID: bob!.userID })).toBe(0);
  await expect.poll(() => memberRoles(alicePage!, groupID)).toMatchObject({ [bob!.userID]: 100, [alice!.userID]: 20 });
  expect(await errCodeOf(alicePage!, 'quitGroup', groupID)).toBe(0);
  await waitForEvent(alicePage!, 'OnJoinedGroupDeleted');
  expect(await errCodeOf(bobPage!, 'dismissGroup', groupID)).toBe(0);
  await waitForEvent(bobPage!, 'OnGroupDismissed');
  await expect.poll(() => joinedGroupIDs(bobPage!)).toEqual([]);
});

test('joining under each verification mode, with the application events', async ({ browser, request }) => {
  const {
    users: [, bob, carol],
    pages: [alicePage, bobPage, carolPage],
  } = await threeUsers(browser, request);
  const group = await createGroup(alicePage!, 'Open', []);
  const groupID = group.groupID;

  // needVerification 2: anyone joins directly.
  await alicePage!.evaluate(
    (groupID) => window.parleyHarness.sdk().setGroupInfo({ groupID, needVerification: 2 }),
    groupID,
  );
  expect(await errCodeOf(bobPage!, 'joinGroup', { groupID, reqMsg: '', joinSource: 3 })).toBe(0);
  await waitForEvent(bobPage!, 'OnJoinedGroupAdded');

  // needVerification 0: a join request waits for the owner.
  await alicePage!.evaluate(
    (groupID) => window.parleyHarness.sdk().setGroupInfo({ groupID, needVerification: 0 }),
    groupID,
  );
  expect(await errCodeOf(carolPage!, 'joinGroup', { groupID, reqMsg: 'let me in', joinSource: 3 })).toBe(0);
  const [application] = await waitForEvent<{ groupID: string; userID: string; reqMsg: string }>(
    alicePage!,
    'OnGroupApplicationAdded',
  );
  expect(application).toMatchObject({ groupID, userID: carol!.userID, reqMsg: 'let me in' });
  expect(
    await errCodeOf(alicePage!, 'acceptGroupApplication', { groupID, fromUserID: carol!.userID, handleMsg: 'welcome' }),
  ).toBe(0);
  await waitForEvent(carolPage!, 'OnGroupApplicationAccepted');
  await waitForEvent(carolPage!, 'OnJoinedGroupAdded');
  await expect.poll(() => memberRoles(alicePage!, groupID)).toMatchObject({ [bob!.userID]: 20, [carol!.userID]: 20 });

  // needVerification 1: a member's invitation becomes an application; the owner's goes straight in.
  const dave = await newUser(request, 'Dave');
  const davePage = await openDevice(browser);
  await login(davePage, dave);
  await waitForEvent(davePage, 'OnSyncServerFinish');
  await alicePage!.evaluate(
    (groupID) => window.parleyHarness.sdk().setGroupInfo({ groupID, needVerification: 1 }),
    groupID,
  );
  expect(
    await errCodeOf(bobPage!, 'inviteUserToGroup', { groupID, reason: 'he is nice', userIDList: [dave.userID] }),
  ).toBe(0);
  await waitForEvent(alicePage!, 'OnGroupApplicationAdded', 2);
  expect(Object.keys(await memberRoles(alicePage!, groupID))).not.toContain(dave.userID);
  expect(await errCodeOf(alicePage!, 'inviteUserToGroup', { groupID, reason: '', userIDList: [dave.userID] })).toBe(0);
  await waitForEvent(davePage, 'OnJoinedGroupAdded');
});
