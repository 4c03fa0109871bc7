import { expect, test } from '@playwright/test';
import { callDialog, callerInBrowser, presentsFrames } from '../support/calls';
import { makeFriends, openChatWith } from '../support/ui-session';

test.describe.configure({ timeout: 180_000 });

/** What a <video> has decoded so far (the browser's own count). */
const decodedFrames = (video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames;

/**
 * Issue 41, point 4. Chromium's fake capture (--use-fake-ui-for-media-stream with the fake devices: a 1280×720
 * "screen" and a tone) stands in for the picker: the share is LiveKit's screen-share track, decoded on the other side.
 */
test('a screen shared in a one-to-one call is shown large on the other side, one share at a time', async ({
  browser,
  request,
}) => {
  const alice = await callerInBrowser(browser, request, 'Alice');
  const bob = await callerInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  await openChatWith(alice.page, 'Bob');
  await alice.page.getByRole('button', { name: 'Voice call' }).click();
  await callDialog(bob.page).getByRole('button', { name: 'Accept' }).click();
  for (const { page } of [alice, bob]) {
    await expect(callDialog(page).getByRole('timer', { name: 'Call time' })).toBeVisible({ timeout: 30_000 });
  }

  const share = callDialog(alice.page).getByRole('button', { name: 'Share screen' });
  await share.click();
  await expect(callDialog(alice.page).getByRole('button', { name: 'Stop sharing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const shown = callDialog(bob.page).getByLabel('Screen shared by Alice');
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => shown.evaluate(presentsFrames), { message: 'the share plays on Bob’s screen', timeout: 30_000 })
    .toBe(true);
  const first = await shown.evaluate(decodedFrames);
  await expect.poll(() => shown.evaluate(decodedFrames), { timeout: 20_000 }).toBeGreaterThan(first + 10);
  // Large: wider than half of Bob's window.
  const box = (await shown.boundingBox())!;
  expect(box.width).toBeGreaterThan((bob.page.viewportSize()!.width * 1) / 2);
  await bob.page.screenshot({ path: test.info().outputPath('share-bob.png') });

  // While Alice shares, Bob may not start a second share.
  await callDialog(bob.page).getByRole('button', { name: 'Share screen' }).click();
  await expect(bob.page.getByRole('alertdialog')).toContainText('Someone else is sharing a screen');
  await bob.page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // Alice stops: the share leaves Bob's screen.
  await callDialog(alice.page).getByRole('button', { name: 'Stop sharing' }).click();
  await expect(callDialog(bob.page).getByLabel('Screen shared by Alice')).toHaveCount(0, { timeout: 20_000 });
  await callDialog(alice.page).getByRole('button', { name: 'Hang up' }).click();
});
