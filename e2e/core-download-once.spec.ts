import { expect, test } from '@playwright/test';
import { registerAccount } from './support/session';
import { signIn } from './support/ui-session';

/**
 * The 35.7 MB core on a first visit: the service worker's install stores it in the SDK's cache, and a sign-in made
 * while that download still runs must wait for it instead of downloading the core a second time.
 */
test('a sign-in during the service worker install downloads openIM.wasm once', async ({ page, context, request }) => {
  const account = await registerAccount(request, 'Once');
  const downloads: string[] = [];
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/openIM.wasm' && sent.method() === 'GET') {
      downloads.push(sent.serviceWorker() ? 'service worker' : 'page');
    }
  });
  // A slow link, made certain: the install's download is still running when the user signs in.
  await context.route('**/openIM.wasm', async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });

  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(downloads).toHaveLength(1);
});
