import { expect, test } from '@playwright/test';
import { registerAccount } from './support/session';
import { makeFriends, signIn } from './support/ui-session';
import { sendTextAs } from './support/chat-page';

test('a second tab is told the app is open elsewhere, and can take over', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/about');
  await expect(first.getByRole('heading', { level: 1, name: 'About Parley' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/about');
  await expect(second.getByRole('heading', { name: 'Parley is open in another tab' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'About Parley' })).toHaveCount(0);

  await second.getByRole('button', { name: 'Use Parley here' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'About Parley' })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Parley was opened in another tab' })).toBeVisible();

  await first.getByRole('button', { name: 'Use Parley here' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'About Parley' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Parley was opened in another tab' })).toBeVisible();
});

test('a tab that another one takes over stops its SDK: its message socket hears nothing more', async ({
  context,
  request,
}) => {
  const account = await registerAccount(request, 'Tia Tabs');
  const writer = await registerAccount(request, 'Wes Writer');
  await makeFriends(request, account, writer);
  const first = await context.newPage();
  const firstSocket = first.waitForEvent('websocket', (socket) => socket.url().includes('/msg_gateway'));
  await signIn(first, account);
  const socket = await firstSocket;

  const second = await context.newPage();
  await second.goto('/conversation');
  await second.getByRole('button', { name: 'Use Parley here' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Parley was opened in another tab' })).toBeVisible();

  // Unmounted but still connected, the first tab's SDK kept receiving pushes and writing the store the second writes.
  let heardAfterTakeOver = 0;
  socket.on('framereceived', () => (heardAfterTakeOver += 1));
  await sendTextAs(request, { userID: writer.userID, nickname: writer.nickname }, account.userID, 'to the new tab');
  await expect(second.getByRole('link', { name: /Wes Writer/ })).toContainText('to the new tab');
  expect(heardAfterTakeOver).toBe(0);
  await expect(first.getByRole('heading', { name: 'Parley was opened in another tab' })).toBeVisible();
});
