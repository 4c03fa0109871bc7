import { expect, test, type Page } from '@playwright/test';
import { makeFriends, userInBrowser, type Account } from '../support/ui-session';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { createGroup, joinedGroupIDs, memberRoles } from '../support/group-actions';
import { registerAccount } from '../support/session';

/** A 1×1 PNG: enough for the object storage and an <img> to accept. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const deviceOf = async (browser: Parameters<typeof openDevice>[0], account: Account) => {
  const device = await openDevice(browser);
  await login(device, { userID: account.userID, token: account.imToken, platformID: 5 });
  return device;
};

const groupInfo = (device: Page, groupID: string) =>
  device.evaluate(
    async (id) => (await window.parleyHarness.sdk().getSpecifiedGroupsInfo([id])).data[0] ?? null,
    groupID,
  );
const memberNickname = (device: Page, groupID: string, userID: string) =>
  device.evaluate(
    async ({ groupID, userID }) =>
      (await window.parleyHarness.sdk().getSpecifiedGroupMembersInfo({ groupID, userIDList: [userID] })).data[0]
        ?.nickname,
    { groupID, userID },
  );

const settingsRow = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Group info' }).getByRole('link', { name: new RegExp(`^${label}`) });

test('a group from friends: created with an avatar, renamed, a nickname, a member removed, the owner handed over, then quit', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const [bob, carol] = [await registerAccount(request, 'Bob'), await registerAccount(request, 'Carol')];
  await makeFriends(request, alice.account, bob);
  await makeFriends(request, alice.account, carol);
  const [bobDevice, carolDevice] = [await deviceOf(browser, bob), await deviceOf(browser, carol)];
  const page = alice.page;

  // A name is required.
  await page.goto('/createGroup');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter group name');
  await page.getByRole('textbox', { name: 'Group name' }).fill('Team');
  await page.getByLabel('Group avatar').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByText('Change avatar')).toBeVisible();

  // The picker: search narrows the friends, checked ones become chips with a count.
  await page.getByRole('link', { name: 'Choose members' }).click();
  await expect(page).toHaveURL(/\/chooseUser\?key=createGroup/);
  const friends = page.getByRole('list', { name: 'Friends' });
  await expect(friends.getByRole('checkbox')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search friends' }).fill('car');
  await expect(friends.getByRole('checkbox')).toHaveCount(1);
  await friends.getByRole('checkbox', { name: 'Carol' }).check();
  await page.getByRole('searchbox', { name: 'Search friends' }).fill('');
  await friends.getByRole('checkbox', { name: 'Bob' }).check();
  const chips = page.getByRole('list', { name: 'Chosen' }).getByRole('button');
  await expect(chips).toHaveCount(2);
  await expect(chips.first()).toHaveAccessibleName('Remove Carol');
  await expect(chips.last()).toHaveAccessibleName('Remove Bob');
  await page.getByRole('button', { name: 'Done (2)' }).click();
  await expect(page).toHaveURL(/\/createGroup/);
  await expect(page.getByRole('list', { name: 'Chosen members' }).getByRole('button')).toHaveCount(2);
  await expect(page.getByText('Members (2)')).toBeVisible();

  // Creating lands in the new group's chat, with its tip.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/chat\?conversationID=sg_/);
  const groupID = new URL(page.url()).searchParams.get('conversationID')!.replace(/^sg_/, '');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(/created the group/)).toBeVisible();
  await expect.poll(() => joinedGroupIDs(bobDevice)).toContain(groupID);
  await expect.poll(async () => (await groupInfo(bobDevice, groupID))?.faceURL).toMatch(/^http/);
  await expect
    .poll(() => memberRoles(bobDevice, groupID))
    .toEqual({
      [alice.account.userID]: 100,
      [bob.userID]: 20,
      [carol.userID]: 20,
    });

  // Settings: the members, and the owner's controls.
  await page.getByRole('link', { name: 'Chat settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Group settings' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Carol' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage group' })).toBeVisible();

  // Rename: empty is refused; the new name reaches Bob.
  await settingsRow(page, 'Group name').click();
  await expect(page.getByRole('textbox', { name: 'Group name' })).toHaveValue('Team');
  await page.getByRole('textbox', { name: 'Group name' }).fill('  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter group name');
  await page.getByRole('textbox', { name: 'Group name' }).fill('Team Alpha');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(settingsRow(page, 'Group name')).toContainText('Team Alpha');
  await expect.poll(async () => (await groupInfo(bobDevice, groupID))?.groupName).toBe('Team Alpha');

  // A new avatar from the settings' head reaches Bob too.
  const firstFace = (await groupInfo(bobDevice, groupID))!.faceURL;
  await page.getByLabel('Group avatar').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect.poll(async () => (await groupInfo(bobDevice, groupID))?.faceURL).not.toBe(firstFace);

  // Her own nickname in the group, seen by Bob too.
  await settingsRow(page, 'My nickname in group').click();
  await page.getByRole('textbox', { name: 'Group nickname' }).fill('Captain A');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(settingsRow(page, 'My nickname in group')).toContainText('Captain A');
  await expect.poll(() => memberNickname(bobDevice, groupID, alice.account.userID)).toBe('Captain A');

  // Remove Carol: her own row cannot be picked; Carol's device learns she is out.
  await page.getByRole('link', { name: 'Remove members' }).click();
  await expect(page).toHaveURL(/mode=kick/);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('checkbox', { name: 'Captain A' })).toBeDisabled();
  await expect(members.getByRole('listitem').filter({ hasText: 'Captain A' })).toContainText('Owner');
  await members.getByRole('checkbox', { name: 'Carol' }).check();
  await page.getByRole('button', { name: 'Remove (1)' }).click();
  const removal = page.getByRole('alertdialog', { name: 'Remove Carol from the group?' });
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Group settings' })).toBeVisible();
  await waitForEvent(carolDevice, 'OnJoinedGroupDeleted');
  await expect.poll(() => joinedGroupIDs(carolDevice)).not.toContain(groupID);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Carol' })).toHaveCount(0);

  // Hand the group to Bob; Alice is then a member who may quit, no longer disband.
  await settingsRow(page, 'Transfer ownership').click();
  await page.getByRole('list', { name: 'Members' }).getByRole('button', { name: 'Bob' }).click();
  await page
    .getByRole('alertdialog', { name: 'Make Bob the group owner?' })
    .getByRole('button', { name: 'Transfer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Group settings' })).toBeVisible();
  await expect.poll(() => memberRoles(bobDevice, groupID)).toEqual({ [alice.account.userID]: 20, [bob.userID]: 100 });
  await expect(page.getByRole('link', { name: 'Manage group' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Remove members' })).toHaveCount(0);
  await expect(settingsRow(page, 'Group name')).toHaveCount(0);

  await page.getByRole('button', { name: 'Quit group' }).click();
  await page.getByRole('alertdialog', { name: 'Quit Team Alpha?' }).getByRole('button', { name: 'Quit' }).click();
  await expect(page).toHaveURL(/\/conversation$/);
  await expect.poll(() => memberRoles(bobDevice, groupID)).toEqual({ [bob.userID]: 100 });
});

test("a member sees the group without the managers' controls, invites a friend and browses the members", async ({
  browser,
  request,
}) => {
  const bob = await userInBrowser(browser, request, 'Bob');
  const [alice, carol, dave] = [
    await registerAccount(request, 'Alice'),
    await registerAccount(request, 'Carol'),
    await registerAccount(request, 'Dave'),
  ];
  await makeFriends(request, bob.account, carol);
  await makeFriends(request, bob.account, dave);
  const aliceDevice = await deviceOf(browser, alice);
  const { groupID } = await createGroup(aliceDevice, 'Crew', [bob.account.userID, carol.userID]);
  const page = bob.page;

  await page.getByRole('link', { name: /Crew/ }).click();
  await page.getByRole('link', { name: 'Chat settings' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Alice' })).toBeVisible();
  // A member: no removing, managing, renaming, transferring or avatar changing; quitting, not disbanding.
  await expect(page.getByRole('link', { name: 'Invite members' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove members' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage group' })).toHaveCount(0);
  await expect(settingsRow(page, 'Transfer ownership')).toHaveCount(0);
  await expect(settingsRow(page, 'Group name')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Group info' })).toContainText('Crew');
  await expect(page.getByLabel('Group avatar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quit group' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disband group' })).toHaveCount(0);

  // Inviting: friends already in the group cannot be picked again.
  await page.getByRole('link', { name: 'Invite members' }).click();
  const friends = page.getByRole('list', { name: 'Friends' });
  await expect(friends.getByRole('checkbox', { name: /Carol/ })).toBeDisabled();
  await expect(friends.getByRole('checkbox', { name: /Carol/ })).toBeChecked();
  await friends.getByRole('checkbox', { name: 'Dave' }).check();
  await page.getByRole('button', { name: 'Done (1)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Group settings' })).toBeVisible();
  await expect.poll(async () => Object.keys(await memberRoles(aliceDevice, groupID))).toContain(dave.userID);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link', { name: 'Dave' })).toBeVisible();

  // The whole list: roles as badges, search, and a member's card in the group's context.
  await page.getByRole('link', { name: /^Group members/ }).click();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('link')).toHaveCount(4);
  await expect(members.getByRole('link', { name: 'Alice' })).toContainText('Owner');
  await page.getByRole('searchbox', { name: 'Search members' }).fill('da');
  await expect(members.getByRole('link')).toHaveCount(1);
  await members.getByRole('link', { name: 'Dave' }).click();
  await expect(page).toHaveURL(/\/userCard\?/);
  const card = new URL(page.url()).searchParams;
  expect([card.get('userID'), card.get('groupID')].map((id) => id?.replaceAll('"', ''))).toEqual([
    dave.userID,
    groupID,
  ]);

  // A member cannot open the removal or transfer modes.
  await page.goto(`/groupMemberList?groupID=${groupID}&mode=kick`);
  await expect(page.getByRole('alert')).toHaveText('Only the group owner and admins can remove members.');
  await page.goto(`/groupMemberList?groupID=${groupID}&mode=transfer`);
  await expect(page.getByRole('alert')).toHaveText('Only the group owner can transfer the group.');
});
