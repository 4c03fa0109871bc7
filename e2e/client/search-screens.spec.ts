import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeFriends, userInBrowser, openChatWith } from '../support/ui-session';
import { adminToken, imCall } from '../support/im-admin';
import { registerAccount } from '../support/session';
import { login, openDevice } from '../support/sdk-page';
import { sendText } from '../support/sdk-actions';

/** Two small pictures that differ, so they are two uploads. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const BLUE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGNgYPgPRAAFAgH/wSuWnwAAAABJRU5ErkJggg==',
  'base64',
);

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a chat’s files are listed by month and narrowed by name; its pictures open full screen', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  await openChatWith(bob.page, 'Alice');

  // One after the other, each sent before the next is attached: the server orders messages as they arrive, each after
  // its upload, so a file attached later could otherwise come first, and the lists below would rightly swap them.
  const attach = bob.page.getByLabel('Picture or file to send');
  const sendFile = async (file: { name: string; mimeType: string; buffer: Buffer }, shown: Locator) => {
    await attach.setInputFiles(file);
    await expect(shown).toBeVisible();
    await expect(log(bob.page).getByRole('img', { name: 'Sending' })).toHaveCount(0);
  };
  const fileNamed = (name: string) => log(bob.page).getByText(name, { exact: true });
  const picture = (index: number) => log(bob.page).getByRole('img', { name: 'Picture' }).nth(index);
  await sendFile(
    { name: 'quarterly-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') },
    fileNamed('quarterly-report.pdf'),
  );
  await sendFile(
    { name: 'packing list.txt', mimeType: 'text/plain', buffer: Buffer.from('tent, stove') },
    fileNamed('packing list.txt'),
  );
  await sendFile({ name: 'red.png', mimeType: 'image/png', buffer: RED_PNG }, picture(0));
  await sendFile({ name: 'blue.png', mimeType: 'image/png', buffer: BLUE_PNG }, picture(1));
  await expect(log(bob.page).getByRole('img', { name: 'Picture' })).toHaveCount(2);
  await expect(log(bob.page).getByRole('link', { name: 'Download' })).toHaveCount(2);

  const { page } = alice;
  await openChatWith(page, 'Bob');
  await expect(log(page).getByRole('img', { name: 'Picture' })).toHaveCount(2);
  await page.getByRole('link', { name: 'Chat settings' }).click();
  await page.getByRole('link', { name: /^Files/ }).click();

  // Both files, newest first, under this month's heading, with size and sender.
  const month = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
  const files = page.getByRole('region', { name: month });
  await expect(files.getByRole('link')).toHaveCount(2);
  await expect(files.getByRole('link').nth(0)).toContainText('packing list.txt');
  await expect(files.getByRole('link').nth(0)).toContainText('11 B · Bob');
  await expect(files.getByRole('link').nth(1)).toContainText('quarterly-report.pdf');
  const download = files.getByRole('link', { name: 'Download quarterly-report.pdf' });
  await expect(download).toHaveAttribute('href', /\/object\//);
  expect(await (await request.get((await download.getAttribute('href'))!)).text()).toBe('%PDF');

  await page.getByRole('searchbox', { name: 'Filter files by name' }).fill('REPORT');
  await expect(files.getByRole('link')).toHaveCount(1);
  await expect(files.getByRole('link')).toContainText('quarterly-report.pdf');
  await page.getByRole('searchbox', { name: 'Filter files by name' }).fill('minutes');
  await expect(page.getByText('No file name contains “minutes”.')).toBeVisible();

  // Pictures: a grid, newest first; one opens full screen and steps to the other.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /Photos and videos/ }).click();
  const grid = page.getByRole('list', { name: 'Pictures' });
  await expect(grid.getByRole('img', { name: 'Picture' })).toHaveCount(2);
  await grid.getByRole('button', { name: 'Open picture 2' }).click();
  const preview = page.getByRole('dialog', { name: 'Picture 2 of 2' });
  await expect(preview.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', /\/object\//);
  await preview.getByRole('button', { name: 'Previous picture' }).click();
  await expect(page.getByRole('dialog', { name: 'Picture 1 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/isVideo=true/);
  await expect(page.getByText('No videos in this conversation yet.')).toBeVisible();
});

test('the global search finds a friend, a group and a message, and opens the message in its chat', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, `Bartholomew`);
  await makeFriends(request, alice.account, bob);
  await imCall(
    request,
    '/group/create_group',
    { memberUserIDs: [alice.account.userID], groupInfo: { groupName: 'Hiking Club', groupType: 2 } },
    bob.imToken,
  );
  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.userID, token: bob.imToken, platformID: 5 });
  for (let i = 1; i <= 12; i++) await sendText(bobDevice, alice.account.userID, `small talk ${i}`);
  await sendText(bobDevice, alice.account.userID, 'We reach the summit at dawn');
  for (let i = 13; i <= 20; i++) await sendText(bobDevice, alice.account.userID, `small talk ${i}`);

  const { page } = alice;
  await expect(page.getByRole('link', { name: /Hiking Club/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /small talk 20/ })).toBeVisible();
  await page.getByRole('link', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search contacts, groups and messages' });

  await box.fill('tholo');
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('link', { name: /Bartholomew/ })).toBeVisible();
  await expect(contacts.locator('mark')).toHaveText(['tholo']);

  await box.fill('hiking');
  await expect(page.getByRole('region', { name: 'Groups' }).getByRole('link', { name: /Hiking Club/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contacts' })).toHaveCount(0);

  await box.fill('no such words anywhere');
  await expect(page.getByText('No results for “no such words anywhere”.')).toBeVisible();

  await box.fill('SUMMIT');
  const messages = page.getByRole('region', { name: 'Messages' });
  const hit = messages.getByRole('link', { name: /Bartholomew/ });
  await expect(hit).toContainText('1 matching message');
  await expect(hit.locator('mark')).toHaveText('summit');
  await hit.click();

  await expect(page).toHaveURL(/\/previewHistoryMessage\?/);
  const context = page.getByRole('list', { name: 'Messages around the result' });
  await expect(context.locator('[aria-current="true"]')).toContainText('We reach the summit at dawn');
  await expect(context.getByText('small talk 12', { exact: true })).toBeVisible();
  await expect(context.getByText('small talk 13', { exact: true })).toBeVisible();

  // Several matches in one chat open that chat's own search with the keyword already searched.
  await page.getByRole('button', { name: 'Back' }).click();
  await box.fill('small talk 1');
  const several = page.getByRole('region', { name: 'Messages' }).getByRole('link', { name: /Bartholomew/ });
  await expect(several).toContainText('11 matching messages');
  await several.click();
  await expect(page.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('small talk 1');
  await expect(page.getByRole('list', { name: 'Found messages' }).getByRole('link')).toHaveCount(11);
});

test('"Read by" on one’s own group message says that this server records no group read receipts', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  await imCall(
    request,
    '/group/create_group',
    { memberUserIDs: [bob.userID], groupInfo: { groupName: 'Book Circle', groupType: 2 } },
    alice.account.imToken,
  );
  const { page } = alice;
  await openChatWith(page, 'Book Circle');
  await page.getByRole('textbox', { name: 'Message' }).fill('Chapter three by Friday');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const mine = log(page).getByText('Chapter three by Friday');
  await expect(mine).toBeVisible();
  // "Read by" is offered once the server has the message. A menu opened while it was still sending lacks it, and
  // stays open over the message, so a second right-click would wait on it until the test's timeout.
  await expect(log(page).getByRole('img', { name: 'Sending' })).toHaveCount(0);
  await mine.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Read by' }).click();

  await expect(page).toHaveURL(/\/groupMessageRead\?/);
  await expect(page.getByLabel('The message')).toHaveText('Chapter three by Friday');
  await expect(
    page.getByText('Read receipts are not recorded for group messages on this server', { exact: false }),
  ).toBeVisible();
});

test('a notice from the app’s backend opens as a notification list and is read there', async ({ browser, request }) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  // The backend's notification account: a user it registers, then sends OA notices (1400) as.
  const admin = await adminToken(request);
  const noticeAccount = `notices${Date.now()}`;
  await imCall(
    request,
    '/user/user_register',
    { users: [{ userID: noticeAccount, nickname: 'Parley Team', faceURL: '' }] },
    admin,
  );
  const detail = {
    notificationName: 'Parley Team',
    notificationType: 1,
    text: 'Maintenance tonight <b>at 22:00</b>',
    mixType: 0,
    url: 'https://example.com/maintenance',
  };
  await imCall(
    request,
    '/msg/send_msg',
    { sendID: noticeAccount, recvID: alice.account.userID, contentType: 1400, sessionType: 4, content: detail },
    admin,
  );

  const { page } = alice;
  const row = page.getByRole('link', { name: /Parley Team/ });
  await expect(row).toBeVisible();
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/notifyMessageList\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parley Team' })).toBeVisible();
  const notices = page.getByRole('list', { name: 'Notifications' });
  await expect(notices.getByText('Maintenance tonight <b>at 22:00</b>', { exact: true })).toBeVisible();
  await expect(notices.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', detail.url);
  // A notice arriving while the list is open joins it, newest first.
  await imCall(
    request,
    '/msg/send_msg',
    {
      sendID: noticeAccount,
      recvID: alice.account.userID,
      contentType: 1400,
      sessionType: 4,
      content: { ...detail, text: 'Maintenance is over', url: '' },
    },
    admin,
  );
  await expect(notices.getByRole('listitem')).toHaveCount(2);
  await expect(notices.getByRole('listitem').first()).toContainText('Maintenance is over');
  // Opening it read it: the row's unread count is gone.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: /Parley Team/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Parley Team/ }).getByLabel('1 unread')).toHaveCount(0);
});
