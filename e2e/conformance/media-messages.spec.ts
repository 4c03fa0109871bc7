import { expect, test } from '@playwright/test';
import { usersOnline, waitForEvent } from '../support/sdk-page';

interface Received {
  contentType: number;
  pictureElem?: { sourcePicture: { url: string; size: number } };
  videoElem?: { videoUrl: string; snapshotUrl: string; duration: number };
  soundElem?: { sourceUrl: string; duration: number };
}

/** The SDK uploads each message's media itself; the receiver gets URLs that serve the same bytes. */
test('a picture, a video and a voice clip made from files arrive with working URLs', async ({ browser, request }) => {
  const [{ page: alicePage }, { user: bob, page: bobPage }] = await usersOnline(browser, request, 'Alice', 'Bob');

  await alicePage.evaluate(async (recvID) => {
    const im = window.parleyHarness.sdk();
    const bytes = (size: number, seed: number) => Uint8Array.from({ length: size }, (_, i) => (i * seed) % 256);
    const picture = new File([bytes(20_000, 7)], 'photo.jpg', { type: 'image/jpeg' });
    const pictureInfo = {
      uuid: crypto.randomUUID(),
      type: 'image/jpeg',
      size: picture.size,
      width: 640,
      height: 480,
      url: '',
    };
    const { data: pictureMessage } = await im.createImageMessageByFile({
      sourcePicture: pictureInfo,
      bigPicture: pictureInfo,
      snapshotPicture: pictureInfo,
      sourcePath: '',
      file: picture,
    });
    await im.sendMessage({ recvID, groupID: '', message: pictureMessage });

    const video = new File([bytes(30_000, 11)], 'clip.mp4', { type: 'video/mp4' });
    const poster = new File([bytes(5_000, 13)], 'clip.jpg', { type: 'image/jpeg' });
    const { data: videoMessage } = await im.createVideoMessageByFile({
      videoPath: '',
      duration: 3,
      videoType: 'video/mp4',
      snapshotPath: '',
      videoUUID: crypto.randomUUID(),
      videoUrl: '',
      videoSize: video.size,
      snapshotUUID: crypto.randomUUID(),
      snapshotSize: poster.size,
      snapshotUrl: '',
      snapshotWidth: 320,
      snapshotHeight: 240,
      snapShotType: 'image/jpeg',
      videoFile: video,
      snapshotFile: poster,
    });
    await im.sendMessage({ recvID, groupID: '', message: videoMessage });

    const voice = new File([bytes(8_000, 17)], 'voice.webm', { type: 'audio/webm' });
    const { data: voiceMessage } = await im.createSoundMessageByFile({
      uuid: crypto.randomUUID(),
      soundPath: '',
      sourceUrl: '',
      dataSize: voice.size,
      duration: 2,
      soundType: 'audio/webm',
      file: voice,
    });
    await im.sendMessage({ recvID, groupID: '', message: voiceMessage });
  }, bob.userID);

  const batches = await waitForEvent<Received[]>(bobPage, 'OnRecvNewMessages', 3);
  const messages = batches.flat();
  const byType = (contentType: number) => messages.find((m) => m.contentType === contentType)!;

  const expected = (size: number, seed: number) => Array.from({ length: size }, (_, i) => (i * seed) % 256);
  const picture = await request.get(byType(102).pictureElem!.sourcePicture.url);
  expect(Array.from(await picture.body())).toEqual(expected(20_000, 7));
  const video = byType(104).videoElem!;
  expect(Array.from(await (await request.get(video.videoUrl)).body())).toEqual(expected(30_000, 11));
  expect(Array.from(await (await request.get(video.snapshotUrl)).body())).toEqual(expected(5_000, 13));
  expect(video.duration).toBe(3);
  const voice = byType(103).soundElem!;
  expect(Array.from(await (await request.get(voice.sourceUrl)).body())).toEqual(expected(8_000, 17));
});
