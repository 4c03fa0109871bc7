import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { signIn } from '../support/ui-session';
import { usersOnline } from '../support/sdk-page';
import { history } from '../support/sdk-actions';
import { createGroup, errCodeOf, sendGroupText } from '../support/group-actions';
import { imCall } from '../support/im-admin';

/** The group as a member's own SDK holds it. */
function groupInfo(device: Page, groupID: string) {
  return device.evaluate(
    async (groupID) => (await window.parleyHarness.sdk().getSpecifiedGroupsInfo([groupID])).data[0],
    groupID,
  );
}

function memberInfo(device: Page, groupID: string, userID: string) {
  return device.evaluate(
    async ({ groupID, userID }) =>
      (await window.parleyHarness.sdk().getSpecifiedGroupMembersInfo({ groupID, userIDList: [userID] })).data[0],
    { groupID, userID },
  );
}

const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();
const switchNamed = (page: Page, name: string) => page.getByRole('switch', { name });

test('an admin mutes a member and the whole group, hides member info and publishes an announcement; a member is refused', async ({
  page,
  browser,
  request,
}) => {
  // Five wasm SDKs (the app and four devices) on a two-core machine: the scenario runs ~40 s on its own.
  test.setTimeout(90_000);
  const bob = await registerAccount(request, 'Bob');
  await signIn(page, bob);
  const [{ user: alice, page: alicePage }, { user: carol, page: carolPage }, { user: dave, page: davePage }] =
    await usersOnline(browser, request, 'Alice', 'Carol', 'Dave');
  const { groupID } = await createGroup(alicePage, 'Ops', [bob.userID, carol.userID, dave.userID]);
  expect(await errCodeOf(alicePage, 'setGroupMemberRoleLevel', { groupID, userID: bob.userID, roleLevel: 60 })).toBe(0);
  await expect(page.getByRole('link', { name: /Ops/ })).toBeVisible();

  // Bob, an admin, sees the admins' controls, not the owner's.
  await page.goto(`/groupManage?groupID=${groupID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Group management' })).toBeVisible();
  await expect(switchNamed(page, 'Mute all')).toHaveAttribute('aria-checked', 'false');
  await expect(switchNamed(page, 'Members may view member info')).toHaveAttribute('aria-checked', 'true');
  await expect(switchNamed(page, 'Members may add each other as friends')).toHaveAttribute('aria-checked', 'true');
  const joining = page.getByRole('radiogroup', { name: 'Joining the group' });
  await expect(joining.getByRole('radio')).toHaveText([
    'Anyone may join',
    'Verification message required',
    'Member invitation needs no verification',
  ]);
  await expect(joining.getByRole('radio', { checked: true })).toHaveText('Member invitation needs no verification');
  await expect(page.getByRole('link', { name: 'Transfer ownership' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Set admins' })).toHaveCount(0);

  // The verification mode reaches the other members' SDKs.
  await joining.getByRole('radio', { name: 'Anyone may join' }).click();
  await expect(joining.getByRole('radio', { checked: true })).toHaveText('Anyone may join');
  await expect.poll(async () => (await groupInfo(carolPage, groupID))?.needVerification).toBe(2);

  // Mute Carol for 10 minutes: her sends are refused with 1402, and her member info carries the mute's end.
  expect(await sendGroupText(carolPage, groupID, 'before the mute')).toBe(0);
  await page.getByRole('link', { name: 'Mute a member' }).click();
  const mutable = page.getByRole('list', { name: 'Members you may mute' });
  await expect(mutable.getByRole('listitem')).toHaveCount(2);
  await mutable.getByRole('link', { name: /Carol/ }).click();
  await expect(page.getByText('Not muted')).toBeVisible();
  const durations = page.getByRole('radiogroup', { name: 'Mute for' });
  await expect(durations.getByRole('radio')).toHaveText(['10 minutes', '1 hour', '12 hours', '1 day', 'Custom']);
  await expect(durations.getByRole('radio', { checked: true })).toHaveText('10 minutes');
  const mutedAt = Date.now();
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(page.getByText(/^Muted until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await expect.poll(() => sendGroupText(carolPage, groupID, 'am I muted?')).toBe(1402);
  await expect
    .poll(async () => (await memberInfo(carolPage, groupID, carol.userID))?.muteEndTime ?? 0)
    .toBeGreaterThan(mutedAt + 9 * 60_000);
  expect((await memberInfo(carolPage, groupID, carol.userID))!.muteEndTime).toBeLessThan(
    Date.now() + 10 * 60_000 + 5000,
  );

  // Mute all: Carol stays refused, and Dave, who was never muted on his own, is refused with 1403.
  await back(page);
  await back(page);
  await expect(page).toHaveURL(/\/groupManage\?/);
  await switchNamed(page, 'Mute all').click();
  await expect(switchNamed(page, 'Mute all')).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => sendGroupText(davePage, groupID, 'hello?')).toBe(1403);
  expect(await sendGroupText(carolPage, groupID, 'still muted?')).not.toBe(0);
  await expect.poll(async () => (await groupInfo(carolPage, groupID))?.status).toBe(3);

  // Members may no longer view member info: to Carol, the server hides how Dave joined; the owner still sees it.
  const daveAsSeenBy = async (token: string) =>
    (
      await imCall<{ members: Array<{ userID: string; inviterUserID: string; joinSource: number }> }>(
        request,
        '/group/get_group_members_info',
        { groupID, userIDs: [dave.userID] },
        token,
      )
    ).members[0];
  expect(await daveAsSeenBy(carol.token)).toMatchObject({ inviterUserID: alice.userID, joinSource: 2 });
  await switchNamed(page, 'Members may view member info').click();
  await expect(switchNamed(page, 'Members may view member info')).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await groupInfo(carolPage, groupID))?.lookMemberInfo).toBe(1);
  expect(await daveAsSeenBy(carol.token)).toMatchObject({ userID: dave.userID, inviterUserID: '', joinSource: 0 });
  expect(await daveAsSeenBy(alice.token)).toMatchObject({ inviterUserID: alice.userID });

  // Bob publishes an announcement: Carol's device gets the announcement notification and the new text.
  await page.getByRole('link', { name: 'Group announcement' }).click();
  await expect(page.getByText('No announcement yet')).toBeVisible();
  await page.getByRole('button', { name: 'Edit announcement' }).click();
  await page.getByRole('textbox', { name: 'Announcement' }).fill('Release freeze from Friday.\n<b>No deploys</b>');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.announcement-text')).toHaveText('Release freeze from Friday.\n<b>No deploys</b>');
  await expect(page.getByText(/^Set by Bob on /)).toBeVisible();
  await expect
    .poll(async () => (await history(carolPage, `sg_${groupID}`)).map((message) => message.contentType))
    .toContain(1519);
  await expect
    .poll(async () => (await groupInfo(carolPage, groupID))?.notification)
    .toBe('Release freeze from Friday.\n<b>No deploys</b>');

  // Alice makes Bob an ordinary member again: his open screen turns into the refusal, also when opened anew.
  await back(page);
  await expect(switchNamed(page, 'Mute all')).toBeVisible();
  expect(await errCodeOf(alicePage, 'setGroupMemberRoleLevel', { groupID, userID: bob.userID, roleLevel: 20 })).toBe(0);
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText('Only the group owner and admins can manage this group.');
  await expect(switchNamed(page, 'Mute all')).toHaveCount(0);
  await page.goto(`/groupManage?groupID=${groupID}`);
  await expect(refusal).toHaveText('Only the group owner and admins can manage this group.');
  // As a member he still reads the announcement, without a way to edit it.
  await page.goto(`/groupAnnouncement?groupID=${groupID}`);
  await expect(page.locator('.announcement-text')).toHaveText('Release freeze from Friday.\n<b>No deploys</b>');
  await expect(page.getByRole('button', { name: 'Edit announcement' })).toHaveCount(0);
});

test('the owner sets admins, mutes for a custom time and unmutes, and may transfer the group', async ({
  page,
  browser,
  request,
}) => {
  // Three wasm SDKs, and the chat opened at the end to read its notices.
  test.setTimeout(120_000);
  const olga = await registerAccount(request, 'Olga');
  await signIn(page, olga);
  const [{ user: pete, page: petePage }, { user: quinn, page: quinnPage }] = await usersOnline(
    browser,
    request,
    'Pete',
    'Quinn',
  );
  const { groupID } = await createGroup(petePage, 'Board', [quinn.userID, olga.userID]);
  // Pete created the group; he hands it to Olga so she is the owner in the browser.
  expect(await errCodeOf(petePage, 'transferGroupOwner', { groupID, newOwnerUserID: olga.userID })).toBe(0);
  await expect(page.getByRole('link', { name: /Board/ })).toBeVisible();

  await page.goto(`/groupManage?groupID=${groupID}`);
  await expect(page.getByRole('link', { name: 'Transfer ownership' })).toHaveAttribute(
    'href',
    `/groupMemberList?groupID=${groupID}&mode=transfer`,
  );
  const admins = page.getByRole('list', { name: 'Set admins' });
  await expect(admins.getByRole('switch')).toHaveCount(2);
  await admins.getByRole('switch', { name: 'Quinn' }).click();
  await expect(admins.getByRole('switch', { name: 'Quinn' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await memberInfo(petePage, groupID, quinn.userID))?.roleLevel).toBe(60);

  // The member list to mute holds the ordinary members only: Pete, not the new admin Quinn.
  await page.getByRole('link', { name: 'Mute a member' }).click();
  const mutable = page.getByRole('list', { name: 'Members you may mute' });
  await expect(mutable.getByRole('link')).toHaveCount(1);
  await mutable.getByRole('link', { name: /Pete/ }).click();

  // A custom mute of 1 day and 2 hours; nonsense is refused before it is sent.
  await page.getByRole('radio', { name: 'Custom' }).click();
  await page.getByRole('textbox', { name: 'Days' }).fill('x');
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Days' }).fill('1');
  await page.getByRole('textbox', { name: 'Hours' }).fill('2');
  const mutedAt = Date.now();
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(page.getByText(/^Muted until /)).toBeVisible();
  const end = async () => (await memberInfo(quinnPage, groupID, pete.userID))?.muteEndTime ?? 0;
  await expect.poll(end).toBeGreaterThan(mutedAt + 26 * 3600_000 - 60_000);
  await expect.poll(() => sendGroupText(petePage, groupID, 'hm')).toBe(1402);

  await page.getByRole('button', { name: 'Unmute' }).click();
  await expect(page.getByText('Not muted')).toBeVisible();
  await expect.poll(end).toBe(0);
  await expect.poll(() => sendGroupText(petePage, groupID, 'free')).toBe(0);

  // Who became admin and the change of who may join each leave a line in the chat, for the owner and the members.
  await page.goto(`/groupManage?groupID=${groupID}`);
  const joining = page.getByRole('radiogroup', { name: 'Joining the group' });
  await joining.getByRole('radio', { name: 'Anyone may join' }).click();
  await expect(joining.getByRole('radio', { checked: true })).toHaveText('Anyone may join');
  await page.goto(`/chat?conversationID=sg_${groupID}`);
  const notices = page.getByRole('log', { name: 'Messages' });
  await expect(notices.getByText('You made Quinn an admin', { exact: true })).toBeVisible();
  await expect(notices.getByText('You updated the group info', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await history(quinnPage, `sg_${groupID}`)).map((m) => m.contentType))
    .toEqual(expect.arrayContaining([1517, 1502]));
});
