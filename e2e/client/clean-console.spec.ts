import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends, signIn } from '../support/ui-session';
import { waitForServiceWorker } from '../support/service-worker';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Every console line of the page and its workers (the SDK's SQL worker logs through the page's console too). */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()} ${message.text()}`));
  page.on('worker', (worker) => worker.on('console', (message) => lines.push(`worker ${message.text()}`)));
  return lines;
}

test('the console stays clean: no header warning, no duplicate rows in the SDK store, no offline errors of ours', async ({
  page,
  context,
  request,
}) => {
  const mia = await registerAccount(request, 'Mia Clean');
  const nick = await registerAccount(request, 'Nick Blocked');
  await makeFriends(request, mia, nick);
  const lines = consoleOf(page);
  await signIn(page, mia);

  // Blocking a contact makes the SDK re-read the blacklist into its store (local_blacks).
  await page.goto(`/userCard?userID=${nick.userID}`);
  await page.getByRole('link', { name: 'Contact settings' }).click();
  const blacklist = page.getByRole('switch', { name: 'Add to blacklist' });
  await blacklist.click();
  await expect(blacklist).toBeChecked();
  await expect(blacklist).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Add to blacklist' })).toBeChecked();

  // Offline, the start-up loads that cannot reach the server are expected, not errors.
  await page.goto('/conversation');
  // The app opens offline once its service worker is in charge (it installs while the first visit goes on).
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  // The SDK's HTTP syncs fail (the browser logs those itself); the contact loads that follow them fail too.
  await expect
    .poll(() => lines.filter((line) => /ERR_INTERNET_DISCONNECTED/.test(line)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(3_000);
  await context.setOffline(false);

  const matching = (pattern: RegExp) => lines.filter((line) => pattern.test(line));
  expect({
    headerWarnings: matching(/Permissions-Policy/),
    duplicateRows: matching(/UNIQUE constraint failed/),
    offlineErrorsOfOurs: matching(/^error .*errCode: ?10005/),
  }).toEqual({ headerWarnings: [], duplicateRows: [], offlineErrorsOfOurs: [] });
});
