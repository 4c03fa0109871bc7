import { expect, test } from '@playwright/test';
import { usersOnline, waitForEvent } from '../support/sdk-page';

/** A PNG header, then deterministic bytes: built the same way in the test and in the page. */
const PNG_SIZE = 12 * 1024 * 1024;
const expectedByte = (i: number) => (i < 8 ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a][i]! : (i * 31) % 251);

test('a picture and a file go up in parts through the SDK and come back intact', async ({ browser, request }) => {
  const [{ page: alicePage }, { user: bob, page: bobPage }] = await usersOnline(browser, request, 'Alice', 'Bob');

  // 12 MB: three parts of the SDK's 5 MB, so the multipart path is the one exercised.
  const uploaded = await alicePage.evaluate(async (size) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (let i = 8; i < size; i++) bytes[i] = (i * 31) % 251;
    const file = new File([bytes], 'photo.png', { type: 'image/png' });
    const { data } = await window.parleyHarness
      .sdk()
      .uploadFile({ name: file.name, contentType: file.type, uuid: crypto.randomUUID(), file, cause: 'msg-picture' });
    return data.url;
  }, PNG_SIZE);
  expect(uploaded).toMatch(/\/object\//);
  const download = await request.get(uploaded);
  expect(download.headers()['content-type']).toBe('image/png');
  const body = await download.body();
  expect(body.length).toBe(PNG_SIZE);
  expect(body.every((byte, i) => byte === expectedByte(i))).toBe(true);

  const ranged = await request.get(uploaded, { headers: { Range: 'bytes=8-15' } });
  expect(ranged.status()).toBe(206);
  expect(Array.from(await ranged.body())).toEqual([8, 9, 10, 11, 12, 13, 14, 15].map(expectedByte));

  const fileBytes = Array.from(new TextEncoder().encode('quarterly numbers\n'.repeat(1000)));
  await alicePage.evaluate(
    async ({ bytes, recvID }) => {
      const im = window.parleyHarness.sdk();
      const file = new File([new Uint8Array(bytes)], 'report <1>.txt', { type: 'text/plain' });
      const { data: message } = await im.createFileMessageByFile({
        filePath: '',
        fileName: file.name,
        uuid: crypto.randomUUID(),
        sourceUrl: '',
        fileSize: file.size,
        fileType: file.type,
        file,
      });
      await im.sendMessage({ recvID, groupID: '', message });
    },
    { bytes: fileBytes, recvID: bob.userID },
  );
  const [received] = await waitForEvent<Array<{ fileElem?: { sourceUrl: string; fileName: string } }>>(
    bobPage,
    'OnRecvNewMessages',
  );
  const fileElem = received?.[0]?.fileElem;
  expect(fileElem?.fileName).toBe('report <1>.txt');
  const fetched = await request.get(fileElem!.sourceUrl);
  expect(Array.from(await fetched.body())).toEqual(fileBytes);
  // Anything that is not plain media downloads as an attachment and is never sniffed into a page.
  expect(fetched.headers()['content-disposition']).toContain('attachment');
  expect(fetched.headers()['x-content-type-options']).toBe('nosniff');
});
