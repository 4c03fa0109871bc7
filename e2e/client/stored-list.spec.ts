import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { sendTextAs } from '../support/chat-page';
import { signIn } from '../support/ui-session';

/** Holds the SDK's core back on the next load: its wasm never starts, so whatever shows comes from elsewhere. */
const stallSdkOnNextLoad = () => sessionStorage.setItem('e2e.stallSdk', '1');

test('a signed-in reload shows the stored conversation list before the SDK has started; sign-out forgets it', async ({
  page,
  request,
}) => {
  const reader = await registerAccount(request, 'Rita Reload');
  const writer = await registerAccount(request, 'Walt Stored');
  await sendTextAs(request, writer, reader.userID, 'stored before the reload');
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.stallSdk') !== '1') return;
    sessionStorage.removeItem('e2e.stallSdk');
    const never = () => new Promise<never>(() => undefined);
    WebAssembly.instantiateStreaming = never;
    WebAssembly.instantiate = never;
  });
  await signIn(page, reader);
  const row = page.locator('.conversation-item').filter({ hasText: 'Walt Stored' });
  await expect(row).toContainText('stored before the reload');

  await page.evaluate(stallSdkOnNextLoad);
  await page.reload();
  await expect(row).toContainText('stored before the reload');

  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('parley:sdk-ready').length > 0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('parley.conversationSnapshot'))).toBeNull();
});
