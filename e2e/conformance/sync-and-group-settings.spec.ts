import { expect, test, type Page } from '@playwright/test';
import { imCall, newUser } from '../support/im-admin';
import { login, usersOnline, waitForEvent } from '../support/sdk-page';
import { createGroup, joinedGroupIDs } from '../support/group-actions';
import { newTestContext } from '../support/test-contexts';

const friendIDs = (page: Page) =>
  page.evaluate(async () =>
    (await window.parleyHarness.sdk().getFriendListPage({ offset: 0, count: 100 })).data.map((f) => f.userID).sort(),
  );

async function befriend(
  request: import('@playwright/test').APIRequestContext,
  from: { userID: string; token: string },
  to: { userID: string; token: string },
) {
  await imCall(
    request,
    '/friend/add_friend',
    { fromUserID: from.userID, toUserID: to.userID, reqMsg: '', ex: '' },
    from.token,
  );
  await imCall(
    request,
    '/friend/add_friend_response',
    { fromUserID: from.userID, toUserID: to.userID, handleResult: 1, handleMsg: '' },
    to.token,
  );
}

test('a reinstall restores 2 friends and 3 groups exactly, and an offline device catches up incrementally', async ({
  browser,
  request,
}) => {
  const alice = await newUser(request, 'Alice');
  const bob = await newUser(request, 'Bob');
  const carol = await newUser(request, 'Carol');
  await befriend(request, bob, alice);
  await befriend(request, carol, alice);
  const groupIDs: string[] = [];
  for (const name of ['One', 'Two', 'Three']) {
    const { groupInfo } = await imCall<{ groupInfo: { groupID: string } }>(
      request,
      '/group/create_group',
      {
        memberUserIDs: [alice.userID],
        adminUserIDs: [],
        ownerUserID: bob.userID,
        groupInfo: { groupName: name, groupType: 2 },
      },
      bob.token,
    );
    groupIDs.push(groupInfo.groupID);
  }

  const context = await newTestContext(browser);
  const page = await context.newPage();
  await page.goto('/e2e/harness/index.html');
  await login(page, alice);
  await waitForEvent(page, 'OnSyncServerFinish');
  await expect.poll(() => friendIDs(page)).toEqual([bob.userID, carol.userID].sort());
  await expect.poll(async () => (await joinedGroupIDs(page)).sort()).toEqual([...groupIDs].sort());

  // The device goes away; meanwhile Carol is unfriended by Alice elsewhere and a fourth group appears.
  await page.goto('about:blank');
  await imCall(
    request,
    '/friend/delete_friend',
    { ownerUserID: alice.userID, friendUserID: carol.userID },
    alice.token,
  );
  const { groupInfo: fourth } = await imCall<{ groupInfo: { groupID: string } }>(
    request,
    '/group/create_group',
    {
      memberUserIDs: [alice.userID],
      adminUserIDs: [],
      ownerUserID: carol.userID,
      groupInfo: { groupName: 'Four', groupType: 2 },
    },
    carol.token,
  );

  const fullSyncCalls: string[] = [];
  page.on('request', (req) => {
    if (/get_friend_list|get_joined_group_list|get_owner_conversation/.test(req.url())) fullSyncCalls.push(req.url());
  });
  await page.goto('/e2e/harness/index.html');
  await login(page, alice);
  await waitForEvent(page, 'OnSyncServerFinish');
  await expect.poll(() => friendIDs(page)).toEqual([bob.userID]);
  await expect.poll(async () => (await joinedGroupIDs(page)).sort()).toEqual([...groupIDs, fourth.groupID].sort());
  expect(fullSyncCalls).toEqual([]);
  await context.close();
});

test('member nickname, announcement and lookMemberInfo', async ({ browser, request }) => {
  const [{ user: alice, page: alicePage }, { user: bob, page: bobPage }, { user: carol, page: carolPage }] =
    await usersOnline(browser, request, 'Alice', 'Bob', 'Carol');
  const group = await createGroup(alicePage, 'Team', [bob.userID, carol.userID]);
  await waitForEvent(bobPage, 'OnJoinedGroupAdded');

  await bobPage.evaluate(
    ({ groupID, userID }) =>
      window.parleyHarness.sdk().setGroupMemberInfo({ groupID, userID, nickname: 'Bobby (ops)' }),
    { groupID: group.groupID, userID: bob.userID },
  );
  await expect
    .poll(() =>
      carolPage.evaluate(
        async ({ groupID, userID }) =>
          (await window.parleyHarness.sdk().getSpecifiedGroupMembersInfo({ groupID, userIDList: [userID] })).data[0]
            ?.nickname,
        { groupID: group.groupID, userID: bob.userID },
      ),
    )
    .toBe('Bobby (ops)');

  await alicePage.evaluate(
    (groupID) => window.parleyHarness.sdk().setGroupInfo({ groupID, notification: 'Standup at 9:30' }),
    group.groupID,
  );
  await waitForEvent(carolPage, 'OnGroupInfoChanged');
  await expect
    .poll(() =>
      carolPage.evaluate(
        async (groupID) => (await window.parleyHarness.sdk().getSpecifiedGroupsInfo([groupID])).data[0]?.notification,
        group.groupID,
      ),
    )
    .toBe('Standup at 9:30');

  // With lookMemberInfo on, an ordinary member no longer gets how others joined.
  await alicePage.evaluate(
    (groupID) => window.parleyHarness.sdk().setGroupInfo({ groupID, lookMemberInfo: 1 }),
    group.groupID,
  );
  await expect
    .poll(() =>
      carolPage.evaluate(
        async (groupID) => (await window.parleyHarness.sdk().getSpecifiedGroupsInfo([groupID])).data[0]?.lookMemberInfo,
        group.groupID,
      ),
    )
    .toBe(1);
  const asMember = await imCall<{ members: Array<{ userID: string; inviterUserID: string }> }>(
    request,
    '/group/get_group_members_info',
    { groupID: group.groupID, userIDs: [bob.userID] },
    carol.token,
  );
  expect(asMember.members[0]).toMatchObject({ userID: bob.userID, inviterUserID: '' });
  const asOwner = await imCall<{ members: Array<{ inviterUserID: string }> }>(
    request,
    '/group/get_group_members_info',
    { groupID: group.groupID, userIDs: [bob.userID] },
    alice.token,
  );
  expect(asOwner.members[0]?.inviterUserID).toBe(alice.userID);
});
