import { expect, test } from '@playwright/test';
import { registerAccount, TEST_PASSWORD } from '../support/session';
import { makeFriends, sdkLoggedIn, signIn } from '../support/ui-session';
import { forceLogout } from '../support/im-admin';

// A start with a stored session opens that user's store while the SDK's core compiles (src/sdk/core-worker/
// store-opening.ts), and the SDK's SQL worker keeps that one store open for whoever logs in next. This is the case
// where the stored user never logs in: someone else signs in on the same page. Without the store closed first, Bob's
// list showed Alice's conversations.
test('a start on the login page with a stale session stored, then another account signed in: it sees only its own conversations', async ({
  page,
  request,
}) => {
  const alice = await registerAccount(request, 'Alice Stale');
  const bob = await registerAccount(request, 'Bob Fresh');
  const carol = await registerAccount(request, 'Carol Private');
  const dave = await registerAccount(request, 'Dave Public');
  await makeFriends(request, alice, carol);
  await makeFriends(request, bob, dave);

  await signIn(page, alice);
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: /Carol Private/ })).toBeVisible();
  // Alice's store is written (its saves trail the writes by 50 ms).
  await page.waitForTimeout(500);

  // Her IM session ends while the app is closed; the next start, on the login page, still finds it stored.
  const context = page.context();
  await page.close();
  await forceLogout(request, alice.userID, 5);
  const next = await context.newPage();
  await next.goto('/login');
  await expect(next.getByLabel('Phone number')).toBeVisible();

  // In the same document (no navigation): the SDK's worker, and the store it opened early, are the ones still there.
  await next.getByLabel('Phone number').fill(bob.phoneNumber);
  await next.getByLabel('Password').fill(TEST_PASSWORD);
  await next.getByRole('button', { name: 'Sign in' }).click();
  await expect(next).toHaveURL(/\/conversation$/);
  await sdkLoggedIn(next);
  const bobsList = next.getByRole('list', { name: 'Conversations' });
  await expect(bobsList.getByRole('link', { name: /Dave Public/ })).toBeVisible();
  await next.waitForTimeout(1000);
  await expect(bobsList.getByRole('link', { name: /Carol Private/ })).toHaveCount(0);
  // What Bob's SDK itself holds: his conversations, none of Alice's.
  await next.reload();
  await expect(
    next.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Dave Public/ }),
  ).toBeVisible();
  await expect(
    next.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Carol Private/ }),
  ).toHaveCount(0);
});
