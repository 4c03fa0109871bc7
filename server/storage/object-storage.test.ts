import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestApp } from '../test/test-app.ts';
import { THUMBNAIL_SIDES } from './thumbnails.ts';

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

let app: FastifyInstance;
let created: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeEach(async () => {
  created = await createTestApp();
  app = created.app;
  created.services.users.register([{ userID: 'alice', nickname: 'Alice', faceURL: '' }]);
  token = created.services.tokens.issue('alice', 5).token;
});
afterEach(() => app.close());

const api = async (path: string, payload: Record<string, unknown>) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api/object${path}`,
      headers: { operationid: 'op', token },
      payload,
    })
  ).json() as { errCode: number; data: Record<string, unknown> & { url: string } };

/** One upload the way the SDK makes it, with the bytes in `parts`; returns the address it is served at. */
async function upload(name: string, parts: Buffer[], contentType = 'image/png', cause = 'msg-picture') {
  const partMd5s = parts.map((part) => md5(part));
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const started = await api('/initiate_multipart_upload', {
    hash: md5(partMd5s.join(',')),
    size,
    partSize: parts[0]!.length,
    maxParts: parts.length,
    cause,
    name,
    contentType,
  });
  expect(started.errCode).toBe(0);
  const info = started.data.upload as { uploadID: string; sign: { parts: Array<{ url: string }> } } | null;
  if (!info) return started.data.url;
  for (const [index, part] of parts.entries()) {
    const put = await app.inject({ method: 'PUT', url: new URL(info.sign.parts[index]!.url).pathname, body: part });
    expect(put.statusCode).toBe(200);
  }
  const done = await api('/complete_multipart_upload', { uploadID: info.uploadID, parts: partMd5s, name, contentType });
  expect(done.errCode).toBe(0);
  return done.data.url;
}

const get = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });

describe('object names', () => {
  it('give two uploads of one file name two addresses, the first still serving its own bytes', async () => {
    const earlier = await upload('alice/photo.png', [Buffer.from('public picture')]);
    const later = await upload('alice/photo.png', [Buffer.from('private picture')]);
    expect(later).not.toBe(earlier);
    expect((await get(earlier)).body).toBe('public picture');
    expect((await get(later)).body).toBe('private picture');
    // The address is not the name the client asked for: it holds 128 random bits.
    expect(new URL(earlier).pathname).toMatch(/^\/object\/alice\/[\w-]{22}\/photo\.png$/);
    expect((await app.inject({ method: 'GET', url: '/object/alice/photo.png' })).statusCode).toBe(404);
  });

  it('serve a file name holding a percent sign or spaces', async () => {
    const url = await upload('alice/msg_file_1/100% done <1>.txt', [Buffer.from('done')], 'text/plain', 'msg-file');
    expect((await get(url)).body).toBe('done');
  });
});

describe('parts', () => {
  it('refuse a part longer than its expected length with an HTTP error the SDK sees', async () => {
    const started = await api('/initiate_multipart_upload', {
      hash: md5('x'),
      size: 6,
      partSize: 4,
      maxParts: 2,
      cause: '',
      name: 'alice/a.bin',
      contentType: '',
    });
    const { sign } = started.data.upload as { sign: { parts: Array<{ url: string }> } };
    const path = (n: number) => new URL(sign.parts[n]!.url).pathname;
    expect((await app.inject({ method: 'PUT', url: path(1), body: Buffer.from('abcd') })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: path(1), body: Buffer.from('ab') })).statusCode).toBe(200);
  });
});

describe('content types', () => {
  it('refuse a list posing as one type, and serve what is stored only by its canonical type', async () => {
    const bad = await api('/initiate_multipart_upload', {
      hash: md5('x'),
      size: 4,
      partSize: 4,
      maxParts: 1,
      cause: 'msg-picture',
      name: 'alice/x.png',
      contentType: 'image/png,text/html',
    });
    expect(bad.errCode).toBe(1001);

    // A row from before types were checked.
    const objectsDir = join(created.config.dataDir, 'objects');
    mkdirSync(objectsDir, { recursive: true });
    writeFileSync(join(objectsDir, 'f1'), '<script>alert(1)</script>');
    created.db
      .prepare(
        'INSERT INTO objects (name, file_id, hash, size, content_type, user_id, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run('alice/old.png', 'f1', 'h', 25, 'image/png,text/html', 'alice', Date.now());
    const old = await app.inject({ method: 'GET', url: '/object/alice/old.png' });
    expect(old.headers['content-type']).toBe('application/octet-stream');
    expect(old.headers['content-disposition']).toMatch(/^attachment/);

    // A type that merely starts like a video (stored before, or through a file's cause) downloads, never shows.
    for (const [name, type] of [
      ['alice/page.mp4', 'video/html'],
      ['alice/page.mp3', 'audio/x-html'],
    ] as const) {
      const made = await upload(name, [Buffer.from('<b>hi</b>')], type, 'msg-file');
      const served = await get(made);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toMatch(/^attachment/);
    }
    const forged = await api('/initiate_multipart_upload', {
      hash: md5('y'),
      size: 4,
      partSize: 4,
      maxParts: 1,
      cause: 'msg-video',
      name: 'alice/y.mp4',
      contentType: 'video/html',
    });
    expect(forged.errCode).toBe(1001);

    const url = await upload('alice/voice.webm', [Buffer.from('opus')], 'Audio/WebM; codecs=opus', 'msg-voice');
    const voice = await get(url);
    expect(voice.headers['content-type']).toBe('audio/webm');
    expect(voice.headers['content-disposition']).toBeUndefined();
  });
});

describe('storage quotas', () => {
  const startUpload = (name: string, size: number) =>
    api('/initiate_multipart_upload', {
      hash: md5(name),
      size,
      partSize: Math.max(size, 1),
      maxParts: 1,
      cause: 'msg-file',
      name,
      contentType: 'application/octet-stream',
    });

  it('refuse an upload past the per-user total or the per-day quota with 1454, leaving nothing behind', async () => {
    await app.close();
    created = await createTestApp({ storageQuotaBytes: 3000, storageDailyQuotaBytes: 2000 });
    app = created.app;
    // The chat service asks IM for the figures over its port, which listens.
    await app.listen({ port: 0, host: '127.0.0.1' });
    created.services.users.register([{ userID: 'alice', nickname: 'Alice', faceURL: '' }]);
    token = created.services.tokens.issue('alice', 5).token;

    await upload('alice/one.bin', [Buffer.alloc(900, 1)], 'application/octet-stream', 'msg-file');
    await upload('alice/two.bin', [Buffer.alloc(900, 2)], 'application/octet-stream', 'msg-file');
    // 1,800 bytes today: 300 more would pass the day's 2,000.
    const overDay = await startUpload('alice/three.bin', 300);
    expect(overDay).toMatchObject({ errCode: 1454, errMsg: 'StorageQuotaExceeded' });
    // Unfinished uploads count too: two started at once cannot pass it together.
    expect((await startUpload('alice/four.bin', 150)).errCode).toBe(0);
    expect((await startUpload('alice/five.bin', 150)).errCode).toBe(1454);
    expect(created.db.prepare("SELECT COUNT(*) FROM uploads WHERE user_id = 'alice'").pluck().get()).toBe(1);

    // A day later the daily quota is free again, but the total still holds.
    created.db.prepare('UPDATE objects SET create_time = create_time - 86400001').run();
    created.db.prepare('DELETE FROM uploads').run();
    await upload('alice/six.bin', [Buffer.alloc(1000, 3)], 'application/octet-stream', 'msg-file');
    const overTotal = await startUpload('alice/seven.bin', 300);
    expect(overTotal).toMatchObject({ errCode: 1454, errDlt: expect.stringMatching(/^storage quota: 2800 of 3000/) });
    // Sending the same bytes again stores nothing new, so it is never refused.
    expect(await upload('alice/one-again.bin', [Buffer.alloc(900, 1)], 'application/octet-stream', 'msg-file')).toMatch(
      /one-again\.bin$/,
    );

    // Admins see each user's figures, through the chat service's admin route the console reads; users do not.
    const usage = (asToken: string) =>
      app.inject({
        method: 'POST',
        url: '/chat/statistic/storage_usage',
        headers: { operationid: 'op', token: asToken },
        payload: { userIDs: ['alice', 'nobody'] },
      });
    const adminToken = created.services.tokens.issue(created.config.adminUserID, 10).token;
    expect((await usage(adminToken)).json()).toMatchObject({
      errCode: 0,
      data: {
        totalQuotaBytes: 3000,
        dailyQuotaBytes: 2000,
        users: [
          { userID: 'alice', storedBytes: 2800, lastDayBytes: 1000 },
          { userID: 'nobody', storedBytes: 0, lastDayBytes: 0 },
        ],
      },
    });
    expect((await usage(token)).json().errCode).not.toBe(0);
  });
});

describe('thumbnails', () => {
  it('are made in the fixed boxes only, however many sizes a stranger asks for', async () => {
    const png = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const url = await upload('alice/big.png', [png]);
    for (let side = 50; side <= 2000; side += 50) {
      const scaled = await app.inject({
        method: 'GET',
        url: `${new URL(url).pathname}?type=image&width=${side}&height=${side}`,
      });
      expect(scaled.statusCode).toBe(200);
      expect(scaled.headers['content-type']).toBe('image/png');
    }
    expect(readdirSync(join(created.config.dataDir, 'thumbnails'))).toHaveLength(THUMBNAIL_SIDES.length);
  });
});
