import { expect, test, type Page } from '@playwright/test';
import { makeFriends, userInBrowser, openChatWith, friendsInChat } from '../support/ui-session';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** The recording indicator (it has the running clock); toasts share the status role. */
const indicator = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('timer') });
const voiceMessages = (page: Page) => log(page).getByRole('group', { name: /^Voice message, \d+ seconds?$/ });

/** Presses the mouse on `button`, keeps it there for `ms`, and lets go (optionally somewhere else). */
async function holdMouse(page: Page, button: ReturnType<Page['getByRole']>, ms: number, releaseAt?: { dy: number }) {
  const box = (await button.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(indicator(page)).toContainText('Recording');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  if (releaseAt) {
    await page.mouse.move(x, y + releaseAt.dy, { steps: 5 });
    await expect(indicator(page)).toContainText('Release to cancel');
  }
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

/** Presses and holds without waiting for the recording to start (it may never). */
async function holdMouseUnchecked(page: Page, button: ReturnType<Page['getByRole']>, ms: number) {
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

/** A real WebM recorded in the page from Chromium's fake camera: a video the browser can decode. */
async function recordFakeCameraWebM(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    // Exact, not ideal: a busy machine otherwise gets the fake camera's own 640×480 now and then.
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: { exact: 320 }, height: { exact: 240 } },
    });
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    recorder.stop();
    await stopped;
    stream.getTracks().forEach((track) => track.stop());
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

test('holding the mic records a voice message the friend can play; a tap or a slide away sends nothing', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);
  const mic = alice.page.getByRole('button', { name: 'Hold to talk' });

  // A tap is far too short: rejected, nothing sent.
  await mic.click();
  await expect(toast(alice.page, 'Recording too short')).toBeVisible();
  await expect(mic).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(alice.page, 'Recording too short')).toHaveCount(0);

  // Held, but slid away before letting go: cancelled, nothing sent, no complaint.
  await holdMouse(alice.page, mic, 1200, { dy: -150 });
  await expect(indicator(alice.page)).toHaveCount(0);
  await expect(toast(alice.page, 'Recording too short')).toHaveCount(0);

  // Held for a second and a half on the fake microphone: sent.
  await holdMouse(alice.page, mic, 1500);
  await expect(voiceMessages(alice.page)).toHaveCount(1);
  const voice = voiceMessages(bob.page);
  await expect(voice).toHaveCount(1);
  await expect(voice).toHaveAccessibleName(/^Voice message, [12] seconds?$/);
  await expect(voice.locator('audio')).toHaveAttribute('src', /\/object\//);
  await expect(voice).toContainText(/0:0[12]/);

  // Bob plays it: the bar moves, and it comes back to the start when done.
  const progress = voice.getByRole('progressbar', { name: 'Played' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await voice.getByRole('button', { name: 'Play' }).click();
  await expect(voice.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(voice.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 10_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Nothing else arrived: the tap and the slide away were never sent.
  await expect(log(bob.page).getByRole('group')).toHaveCount(1);
  await expect(voiceMessages(alice.page)).toHaveCount(1);
});

test('holding Space on the focused mic records a voice message, Escape cancels one, and a bare click toggles', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);
  const mic = alice.page.getByRole('button', { name: 'Hold to talk' });
  await mic.focus();

  // Escape while holding: cancelled.
  await alice.page.keyboard.down(' ');
  await expect(indicator(alice.page)).toContainText('Release to send, Escape to cancel');
  await alice.page.keyboard.press('Escape');
  await expect(indicator(alice.page)).toHaveCount(0);
  await alice.page.keyboard.up(' ');

  await alice.page.keyboard.down(' ');
  await expect(indicator(alice.page)).toContainText('Release to send, Escape to cancel');
  await alice.page.waitForTimeout(1300);
  await alice.page.keyboard.up(' ');
  await expect(voiceMessages(bob.page)).toHaveCount(1);

  // A screen reader's "activate" is a bare click that cannot be held: one starts, the next sends. (Clicks right
  // after a key press are the browser's echo of it and ignored, hence the pause.)
  await alice.page.waitForTimeout(600);
  await mic.dispatchEvent('click');
  await expect(indicator(alice.page)).toContainText('Press again to send, Escape to cancel');
  await alice.page.waitForTimeout(1300);
  await mic.dispatchEvent('click');
  await expect(indicator(alice.page)).toHaveCount(0);
  await expect(voiceMessages(bob.page)).toHaveCount(2);
  await expect(voiceMessages(alice.page)).toHaveCount(2);
  await expect(log(bob.page).getByRole('group')).toHaveCount(2);
});

test('a refused microphone says so and records nothing', async ({ browser, request }) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  // This browser grants the fake microphone without asking; here the user says no to the prompt instead.
  await alice.page.context().addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await alice.page.reload();
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');
  const mic = alice.page.getByRole('button', { name: 'Hold to talk' });

  await holdMouseUnchecked(alice.page, mic, 1500);
  await expect(toast(alice.page, 'Failed to get permission or browser unsupported')).toBeVisible();
  await expect(indicator(alice.page)).toHaveCount(0);
  await expect(mic).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(alice.page, 'Recording too short')).toHaveCount(0);
  // Typing hides the mic; the text still goes, and no voice message ever did.
  await alice.page.getByRole('textbox', { name: 'Message' }).fill('no mic here');
  await expect(mic).toHaveCount(0);
  await alice.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log(bob.page).getByText('no mic here')).toBeVisible();
  await expect(voiceMessages(bob.page)).toHaveCount(0);
  await expect(mic).toBeVisible();
});

test('a chosen video arrives with a poster and plays full size; one the browser cannot decode goes as a file', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);
  const attach = alice.page.getByLabel('Picture or file to send');

  const webm = await recordFakeCameraWebM(alice.page);
  await attach.setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: webm });
  const video = log(bob.page).getByRole('link', { name: /Video/ });
  await expect(video).toContainText('0:01');
  const poster = video.getByRole('img', { name: 'Video' });
  await expect(poster).toHaveAttribute('src', /\/object\//);
  // The poster is a real picture drawn from the video, at the video's shape.
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(240);

  await video.click();
  await expect(bob.page).toHaveURL(/\/previewVideo\?/);
  const player = bob.page.locator('video');
  await expect(player).toHaveAttribute('src', /\/object\//);
  await expect(player).toHaveAttribute('poster', /\/object\//);
  // Bob's browser really plays what Alice sent.
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(320);
  await bob.page.getByRole('button', { name: 'Back' }).click();

  // Random bytes dressed up as an MP4: no frame, so no poster; it still reaches Bob, as a file.
  const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
  await attach.setInputFiles({ name: 'broken.mp4', mimeType: 'video/mp4', buffer: junk });
  await expect(toast(alice.page, 'Failed to generate cover image')).toBeVisible();
  await expect(log(bob.page).getByText('broken.mp4', { exact: true })).toBeVisible();
  await expect(log(bob.page).getByRole('link', { name: /Video/ })).toHaveCount(1);
});
