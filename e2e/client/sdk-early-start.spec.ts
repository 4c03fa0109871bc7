import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends, sdkLoggedIn, signIn } from '../support/ui-session';

// A signed-in reload starts the SDK's worker and the core's compile before the rest of the start-up code is evaluated
// (src/app/start-sdk-early.ts), not after it: a warm start's SDK is ready that much sooner (README, issue 28 round 7).
test('a signed-in reload starts the SDK before the start-up code is evaluated, and signs in as before', async ({
  page,
  request,
}) => {
  const reader = await registerAccount(request, 'Early Start');
  const friend = await registerAccount(request, 'Early Friend');
  await makeFriends(request, reader, friend);
  await signIn(page, reader);
  await page.reload();
  await sdkLoggedIn(page);

  const marks = await page.evaluate(() =>
    ['parley:app-start', 'parley:sdk-start', 'parley:start-up-evaluated'].map(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
    ),
  );
  const [appStart, sdkStart, startUpEvaluated] = marks;
  expect(marks).not.toContain(null);
  expect(appStart!).toBeLessThanOrEqual(sdkStart!);
  expect(sdkStart!).toBeLessThan(startUpEvaluated!);
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Early Friend/ }),
  ).toBeVisible();
});
