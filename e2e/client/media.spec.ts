import { expect, test, type Page } from '@playwright/test';
import { userInBrowser, openChatWith, friendsInChat } from '../support/ui-session';
import { registerAccount } from '../support/session';
import { login, openDevice } from '../support/sdk-page';

/** A 1×1 PNG: a picture the browser can really decode. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const XSS_NAME = '<img src=x onerror="window.pwned=1">.txt';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a picture and a file sent by one friend are shown to the other; a hostile file name stays text', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);

  const attach = alice.page.getByLabel('Picture or file to send');
  await attach.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const picture = log(bob.page).getByRole('img', { name: 'Picture' });
  await expect(picture).toHaveAttribute('src', /\/object\//);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  // Full screen, and back.
  await picture.click();
  const preview = bob.page.getByRole('dialog', { name: 'Picture 1 of 1' });
  await expect(preview.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', /\/object\//);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);

  await attach.setInputFiles({ name: XSS_NAME, mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(log(bob.page).getByText(XSS_NAME, { exact: true })).toBeVisible();
  await expect(log(bob.page).getByText('5 B', { exact: true })).toBeVisible();
  const download = log(bob.page).getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('href', /\/object\//);
  const body = await (await request.get((await download.getAttribute('href'))!)).text();
  expect(body).toBe('hello');
  // The name never became markup: no extra image, and its handler never ran.
  await expect(log(bob.page).getByRole('img')).toHaveCount(1);
  expect(await bob.page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  // The list's preview says what it was.
  await bob.page.getByRole('button', { name: 'Back' }).click();
  await expect(bob.page.getByRole('link', { name: /Alice/ })).toContainText(`[File] ${XSS_NAME}`);
});

test('a video and a voice clip from another device play in the chat', async ({ browser, request }) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  const bobDevice = await openDevice(browser);
  await login(bobDevice, { userID: bob.userID, token: bob.imToken, platformID: 5 });

  await bobDevice.evaluate(
    async ({ recvID, png }) => {
      const im = window.parleyHarness.sdk();
      const poster = new File([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], 'poster.png', {
        type: 'image/png',
      });
      const video = new File([new Uint8Array(4096)], 'clip.mp4', { type: 'video/mp4' });
      const { data: videoMessage } = await im.createVideoMessageByFile({
        videoPath: '',
        duration: 75,
        videoType: 'video/mp4',
        snapshotPath: '',
        videoUUID: crypto.randomUUID(),
        videoUrl: '',
        videoSize: video.size,
        snapshotUUID: crypto.randomUUID(),
        snapshotSize: poster.size,
        snapshotUrl: '',
        snapshotWidth: 1,
        snapshotHeight: 1,
        snapShotType: 'image/png',
        videoFile: video,
        snapshotFile: poster,
      });
      await im.sendMessage({ recvID, groupID: '', message: videoMessage });
      const voice = new File([new Uint8Array(2048)], 'voice.webm', { type: 'audio/webm' });
      const { data: voiceMessage } = await im.createSoundMessageByFile({
        uuid: crypto.randomUUID(),
        soundPath: '',
        sourceUrl: '',
        dataSize: voice.size,
        duration: 4,
        soundType: 'audio/webm',
        file: voice,
      });
      await im.sendMessage({ recvID, groupID: '', message: voiceMessage });
    },
    { recvID: alice.account.userID, png: PIXEL_PNG.toString('base64') },
  );

  await openChatWith(alice.page, 'Bob');
  const video = log(alice.page).getByRole('link', { name: /Video/ });
  await expect(video).toContainText('1:15');
  await expect(video.getByRole('img', { name: 'Video' })).toHaveAttribute('src', /\/object\//);
  const voice = log(alice.page).getByRole('group', { name: 'Voice message, 4 seconds' });
  await expect(voice.locator('audio')).toHaveAttribute('src', /\/object\//);
  await expect(voice).toContainText('0:04');
  await video.click();
  await expect(alice.page).toHaveURL(/\/previewVideo\?/);
  await expect(alice.page.locator('video')).toHaveAttribute('src', /\/object\//);
});
