import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { friendsInChat } from '../support/ui-session';

/** The server's part size (MinIO's minimum), which the SDK cuts files into. */
const PART = 5 * 1024 * 1024;

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const attach = (page: Page) => page.getByLabel('Picture or file to send');

/**
 * Holds each part upload back for a while, so an upload lasts long enough to watch, cancel or interrupt, and counts
 * the parts that reached the server.
 */
async function slowPartUploads(page: Page, delayMs: number) {
  const finished: string[] = [];
  // On the context, not the page: the SDK's core uploads from its worker (issue 28).
  await page.context().route('**/object/parts/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
  page.context().on('requestfinished', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/object/parts/')) finished.push(request.url());
  });
  return finished;
}

async function downloadFrom(page: Page, name: string) {
  const bubble = log(page).locator('.message-file').filter({ hasText: name });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bubble.getByRole('link', { name: 'Download' }).click(),
  ]);
  // Browsers replace characters such as < and > in saved names; a plain name is kept as it is.
  if (/^[\w.-]+$/.test(name)) expect(download.suggestedFilename()).toBe(name);
  return readFile((await download.path())!);
}

test('a multi-MB file shows its upload progress, and the friend downloads the same bytes with progress', async ({
  browser,
  request,
}) => {
  test.slow(); // Megabytes pass through the wasm SDK, which hashes and reads them in small steps.
  const { alice, bob } = await friendsInChat(browser, request);
  await slowPartUploads(alice.page, 1_000);
  const bytes = randomBytes(PART + 123_456);
  await attach(alice.page).setInputFiles({ name: 'report.bin', mimeType: 'application/octet-stream', buffer: bytes });

  const progress = log(alice.page).getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(progress).toHaveCount(0, { timeout: 30_000 });

  await expect(log(bob.page).getByText('report.bin', { exact: true })).toBeVisible();
  // A slow line, so the download's own bar can be seen filling.
  const cdp = await bob.page.context().newCDPSession(bob.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: -1,
  });
  const downloading = log(bob.page).getByRole('progressbar', { name: 'Download progress' });
  const received = downloadFrom(bob.page, 'report.bin');
  await expect(downloading).toBeVisible();
  expect((await received).equals(bytes)).toBe(true);
  await expect(downloading).toHaveCount(0);
});

test('a cancelled upload stops and never reaches the friend', async ({ browser, request }) => {
  test.slow();
  const { alice, bob } = await friendsInChat(browser, request);
  const parts = await slowPartUploads(alice.page, 2_000);
  await attach(alice.page).setInputFiles({
    name: 'cancel-me.bin',
    mimeType: 'application/octet-stream',
    buffer: randomBytes(PART + 200_000),
  });
  await expect(log(alice.page).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await log(alice.page).getByRole('button', { name: 'Cancel upload' }).click();
  await expect(log(alice.page).getByText('cancel-me.bin', { exact: true })).toHaveCount(0, { timeout: 20_000 });
  expect(parts.length).toBeLessThan(2);

  // The conversation goes on; the file never arrives, also not after a reload of Alice's page.
  await alice.page.getByRole('textbox', { name: 'Message' }).fill('after the cancel');
  await alice.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log(bob.page).getByText('after the cancel')).toBeVisible();
  await expect(log(bob.page).getByText('cancel-me.bin', { exact: true })).toHaveCount(0);
  await alice.page.reload();
  await expect(log(alice.page).getByText('after the cancel')).toBeVisible();
  await expect(log(alice.page).getByText('cancel-me.bin', { exact: true })).toHaveCount(0);
});

test('an upload interrupted by a reload resumes with the parts still missing', async ({ browser, request }) => {
  test.slow();
  const { alice, bob } = await friendsInChat(browser, request);
  const parts = await slowPartUploads(alice.page, 2_000);
  const bytes = randomBytes(PART + 100_000);
  await attach(alice.page).setInputFiles({ name: 'resume.bin', mimeType: 'application/octet-stream', buffer: bytes });
  await expect.poll(() => parts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const beforeReload = parts.length;
  await alice.page.reload();

  const bubble = log(alice.page).locator('.message').filter({ hasText: 'resume.bin' });
  await bubble.getByRole('button', { name: 'Not sent · Retry' }).click();
  await expect(bubble.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(log(bob.page).getByText('resume.bin', { exact: true })).toBeVisible({ timeout: 60_000 });
  // Two parts in all: the retry sent only the one the server did not have yet.
  expect(beforeReload).toBe(1);
  expect(parts.length - beforeReload).toBe(1);
  expect((await downloadFrom(bob.page, 'resume.bin')).equals(bytes)).toBe(true);
});

test('a hostile file name stays text on both sides', async ({ browser, request }) => {
  const { alice, bob } = await friendsInChat(browser, request);
  const name = '<img src=x onerror=window.__xss=1>.txt';
  await attach(alice.page).setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('harmless') });
  await expect(log(bob.page).getByText(name, { exact: true })).toBeVisible();
  await expect(log(alice.page).getByText(name, { exact: true })).toBeVisible();
  expect((await downloadFrom(bob.page, name)).toString()).toBe('harmless');
  await expect(log(bob.page).getByRole('img')).toHaveCount(0);
  for (const page of [alice.page, bob.page])
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('a picture shows from the device while it uploads, then as a server-made thumbnail, and whole in the preview', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);
  await slowPartUploads(alice.page, 3_000);
  const png = await alice.page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c33';
    context.fillRect(0, 0, 900, 600);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await attach(alice.page).setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  // The sender sees what is going out before the server has it.
  await expect(log(alice.page).getByRole('img', { name: 'Picture being sent' })).toHaveAttribute('src', /^blob:/);
  await expect(log(alice.page).getByRole('img', { name: 'Picture', exact: true })).toBeVisible({ timeout: 30_000 });

  const thumbnail = log(bob.page).getByRole('img', { name: 'Picture' });
  await expect(thumbnail).toHaveAttribute('src', /\/object\/.*type=image/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  await thumbnail.click();
  const whole = bob.page.getByRole('dialog', { name: 'Picture 1 of 1' }).getByRole('img', { name: 'Picture' });
  await expect(whole).not.toHaveAttribute('src', /type=image/);
  await expect.poll(() => whole.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
});
