import { expect, test } from '@playwright/test';
import { chatCall } from '../support/chat-service';
import { registerAccount } from '../support/session';
import { signIn } from '../support/ui-session';

/** Issue 24, point 3: signing out in the app ends the session on the server, not only in the browser. */
test('after signing out, the tokens the app held are refused by both services', async ({ page, request }) => {
  const account = await registerAccount(request, 'Sol Leaving');
  await signIn(page, account);
  const held = await page.evaluate(() => ({
    imToken: localStorage.getItem('IM_TOKEN') ?? '',
    chatToken: localStorage.getItem('IM_CHAT_TOKEN') ?? '',
  }));
  expect((await chatCall(request, '/user/find/full', { userIDs: [account.userID] }, held.chatToken)).errCode).toBe(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Someone who copied the tokens before the sign-out can do nothing with them now.
  expect((await chatCall(request, '/user/find/full', { userIDs: [account.userID] }, held.chatToken)).errCode).toBe(
    20101,
  );
  const parsed = await request.post('/api/auth/parse_token', {
    data: { token: held.imToken },
    headers: { operationID: 'e2e-sign-out' },
  });
  expect(((await parsed.json()) as { errCode: number }).errCode).toBe(1502);
});
