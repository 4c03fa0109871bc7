import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { createGroup, errCodeOf } from '../support/group-actions';
import { adminToken, imCall } from '../support/im-admin';
import { userInBrowser, type Account } from '../support/ui-session';

const contactsTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Contacts/ });

/** A registered account on an SDK-only device of its own. */
async function accountOnDevice(browser: Parameters<typeof openDevice>[0], account: Account) {
  const device = await openDevice(browser);
  await login(device, { userID: account.userID, token: account.imToken, platformID: 5 });
  await waitForEvent(device, 'OnSyncServerFinish');
  return device;
}

test('friend requests: the badge counts unseen ones, seen stays seen after a reload, accepting files the friend under A–Z, then they chat', async ({
  browser,
  request,
}) => {
  const { account: alice, page } = await userInBrowser(browser, request, 'Alice');
  const { page: bobPage } = await userInBrowser(browser, request, 'Bob');

  // Bob asks through the request screen (the profile card that leads there is another screen).
  await bobPage.goto(`/sendApplication?isGroup=false&sourceID=${alice.userID}`);
  await expect(bobPage.getByRole('heading', { name: 'Add friend' })).toBeVisible();
  await expect(bobPage.getByText('Alice', { exact: true })).toBeVisible();
  await bobPage.getByLabel('Message to send with your request').fill('Hi Alice, Bob here');
  await bobPage.getByRole('button', { name: 'Send' }).click();
  await expect(bobPage.getByRole('button', { name: 'Sent' })).toBeDisabled();

  await expect(contactsTab(page).getByRole('status')).toHaveText('1');
  await contactsTab(page).click();
  const newFriends = page.getByRole('link', { name: /New friends/ });
  await expect(newFriends.getByRole('status')).toHaveText('1');
  await newFriends.click();
  const received = page.getByRole('list', { name: 'Friend requests' });
  await expect(received.getByRole('link', { name: /Bob/ })).toContainText('Hi Alice, Bob here');
  await expect(received.getByRole('link', { name: /Bob/ })).toContainText('To handle');
  // Seeing the list cleared the badges.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: 'New friends' })).toBeVisible();
  await expect(contactsTab(page).getByRole('status')).toHaveCount(0);

  // A second request arrives after Alice left the list: only it counts, also after a reload (the seen one is
  // remembered). A request arriving while the list is open would count as seen.
  const zhang = await registerAccount(request, '张三');
  const zhangDevice = await accountOnDevice(browser, zhang);
  await zhangDevice.evaluate(
    (toUserID) => window.parleyHarness.sdk().addFriend({ toUserID, reqMsg: '你好' }),
    alice.userID,
  );
  await expect(contactsTab(page).getByRole('status')).toHaveText('1');
  await page.reload();
  await expect(page.getByRole('link', { name: /New friends/ }).getByRole('status')).toHaveText('1');
  await expect(contactsTab(page).getByRole('status')).toHaveText('1');

  // Alice accepts both, from the details screen.
  await page.getByRole('link', { name: /New friends/ }).click();
  for (const name of ['Bob', '张三']) {
    await received.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { name: 'Friend request' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Accepted' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(received.getByRole('link', { name: new RegExp(name) })).toContainText('Accepted');
  }
  await waitForEvent(zhangDevice, 'OnFriendApplicationAccepted');

  // Bob's own list shows his request answered, live.
  await bobPage.goto('/contact');
  await bobPage.getByRole('link', { name: /New friends/ }).click();
  await expect(
    bobPage.getByRole('list', { name: 'My applications' }).getByRole('link', { name: /Alice/ }),
  ).toContainText('Accepted');

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'My friends' }).click();
  const sectionB = page.getByRole('region', { name: 'B', exact: true });
  await expect(sectionB.getByRole('link', { name: 'Bob' })).toBeVisible();
  const sectionZ = page.getByRole('region', { name: 'Z', exact: true });
  await expect(sectionZ.getByRole('link', { name: '张三' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Index' }).getByRole('button')).toHaveText(['B', 'Z']);
  await page.getByRole('searchbox', { name: 'Search friends' }).fill('zhang');
  await expect(page.getByRole('region', { name: 'B', exact: true })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search friends' }).fill('张');
  await expect(sectionZ.getByRole('link', { name: '张三' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'B', exact: true })).toHaveCount(0);

  // The new friends chat: from the friend list, through Bob's card, into the conversation.
  await page.getByRole('searchbox', { name: 'Search friends' }).fill('');
  await sectionB.getByRole('link', { name: 'Bob' }).click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Welcome, Bob!');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await bobPage.goto('/conversation');
  await expect(bobPage.getByRole('link', { name: /Alice/ })).toContainText('Welcome, Bob!');
});

test('a group application: sent from the request screen, accepted by the owner, then the group is in My groups', async ({
  browser,
  request,
}) => {
  const { account: alice, page } = await userInBrowser(browser, request, 'Alice');
  const owner = await registerAccount(request, 'Olivia');
  const member = await registerAccount(request, 'Mia');
  const ownerDevice = await accountOnDevice(browser, owner);
  const group = await createGroup(ownerDevice, 'Hikers', [member.userID]);
  // needVerification 0: applications wait for the owner; invitations do not (GroupVerificationType).
  expect(await errCodeOf(ownerDevice, 'setGroupInfo', { groupID: group.groupID, needVerification: 0 })).toBe(0);

  await page.goto(`/sendApplication?isGroup=true&sourceID=${group.groupID}`);
  await expect(page.getByRole('heading', { name: 'Join group' })).toBeVisible();
  await expect(page.getByText('Hikers', { exact: true })).toBeVisible();
  await page.getByLabel('Message to the group’s managers').fill('Let me in, please');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Sent' })).toBeDisabled();

  const [application] = await waitForEvent<{ userID: string; reqMsg: string }>(ownerDevice, 'OnGroupApplicationAdded');
  expect(application).toMatchObject({ userID: alice.userID, reqMsg: 'Let me in, please' });

  await page.goto('/contact');
  await page.getByRole('link', { name: 'New group chats' }).click();
  const mine = page.getByRole('list', { name: 'My applications' }).getByRole('link', { name: /Hikers/ });
  await expect(mine).toContainText('Waiting');

  expect(
    await errCodeOf(ownerDevice, 'acceptGroupApplication', {
      groupID: group.groupID,
      fromUserID: alice.userID,
      handleMsg: 'Welcome',
    }),
  ).toBe(0);
  await expect(mine).toContainText('Accepted');

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'My groups' }).click();
  await expect(page.getByRole('tab', { name: 'Created' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have not created any group.')).toBeVisible();
  await page.getByRole('tab', { name: 'Joined' }).click();
  await expect(page.getByRole('list', { name: 'Groups I joined' }).getByRole('link', { name: /Hikers/ })).toContainText(
    '3 members',
  );
});

test('a group anyone may join: the request screen joins at once and opens the group chat', async ({
  browser,
  request,
}) => {
  const { page } = await userInBrowser(browser, request, 'Alice');
  const owner = await registerAccount(request, 'Olivia');
  const ownerDevice = await accountOnDevice(browser, owner);
  const group = await createGroup(ownerDevice, 'Open House', []);
  expect(await errCodeOf(ownerDevice, 'setGroupInfo', { groupID: group.groupID, needVerification: 2 })).toBe(0);

  await page.goto(`/sendApplication?isGroup=true&sourceID=${group.groupID}`);
  await expect(page.getByText('This group lets anyone join without approval.')).toBeVisible();
  await page.getByRole('button', { name: 'Join group' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat\\?conversationID=sg_${group.groupID}`));
});

test('the blacklist lists a blocked user, and Remove unblocks them', async ({ browser, request }) => {
  const { account: alice, page } = await userInBrowser(browser, request, 'Alice');
  const mallory = await registerAccount(request, 'Mallory');
  // Blocked from elsewhere (a business backend, with the admin token): the API call with Alice's own web token would
  // count as this very device, which is not told of its own blocks (server/im-api/friend-write-routes.ts).
  await imCall(
    request,
    '/friend/add_black',
    { ownerUserID: alice.userID, blackUserID: mallory.userID },
    await adminToken(request),
  );

  await contactsTab(page).click();
  await page.getByRole('link', { name: 'Blacklist' }).click();
  const blocked = page.getByRole('list', { name: 'Blocked people' });
  await expect(blocked.getByText('Mallory')).toBeVisible();
  await blocked.getByRole('button', { name: 'Remove Mallory from the blacklist' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await expect
    .poll(async () => {
      const { blacks } = await imCall<{ blacks: unknown[] | null }>(
        request,
        '/friend/get_black_list',
        { userID: alice.userID, pagination: { pageNumber: 1, showNumber: 10 } },
        alice.imToken,
      );
      return blacks?.length ?? 0;
    })
    .toBe(0);

  // After a reload the list comes from the SDK's own store, and stays empty.
  await page.reload();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
});

test('searching to add a friend finds a user by phone number and links to their card', async ({ browser, request }) => {
  const { page } = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  await contactsTab(page).click();
  await page.getByRole('link', { name: 'Add contacts' }).click();
  await page.getByRole('link', { name: /Add friend/ }).click();
  await page.getByRole('searchbox', { name: 'ID, phone number or e-mail' }).fill(bob.phoneNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Bob/ });
  await expect(result).toHaveAttribute('href', `/userCard?userID=${bob.userID}`);
});
