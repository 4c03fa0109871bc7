import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { migrate, openDatabase } from '../db/database.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { MAX_OPEN_UPLOADS, ObjectStore } from './object-store.ts';

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

function store(maxUploadBytes = 1024 * 1024) {
  const dir = mkdtempSync(join(tmpdir(), 'parley-objects-'));
  const db = openDatabase(dir);
  migrate(db);
  return new ObjectStore(db, dir, maxUploadBytes);
}

const codeOf = async (work: () => unknown) => {
  try {
    await work();
  } catch (error) {
    if (error instanceof ApiError) return error.errCode;
    throw error;
  }
  return 0;
};

const request = (over: Partial<Parameters<ObjectStore['initiate']>[1]> = {}) => ({
  hash: md5('x'),
  size: 10,
  partSize: 4,
  name: 'alice/msg_file_1/a.txt',
  contentType: 'text/plain',
  cause: 'msg-file',
  ...over,
});

describe('ObjectStore', () => {
  it('assembles parts checked against their md5s into one object', async () => {
    const objects = store();
    const parts = [Buffer.from('hell'), Buffer.from('o wo'), Buffer.from('rl')];
    const partMd5s = parts.map((part) => md5(part));
    const upload = objects.initiate('alice', request({ hash: md5(partMd5s.join(',')) }));
    for (const [index, part] of parts.entries())
      await objects.writePart(upload.uploadID, index + 1, Readable.from([part]));
    const stored = await objects.complete('alice', upload.uploadID, partMd5s);
    expect(await readFile(objects.object(stored.name)!.path, 'utf8')).toBe('hello worl');
    expect(stored.name).toMatch(/^alice\/[\w-]{22}\/msg_file_1\/a\.txt$/);
  });

  it('keeps an unfinished upload and its parts, so a client that resumes later (even after a restart) completes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-objects-'));
    const db = openDatabase(dir);
    migrate(db);
    const parts = [Buffer.from('hell'), Buffer.from('o wo'), Buffer.from('rl')];
    const partMd5s = parts.map((part) => md5(part));
    const before = new ObjectStore(db, dir, 1024);
    const upload = before.initiate('alice', request({ hash: md5(partMd5s.join(',')) }));
    await before.writePart(upload.uploadID, 1, Readable.from([parts[0]!]));

    // The SDK comes back with the uploadID it kept (auth_sign, the missing parts, complete).
    const after = new ObjectStore(db, dir, 1024);
    expect(after.upload(upload.uploadID)?.partCount).toBe(3);
    await after.writePart(upload.uploadID, 2, Readable.from([parts[1]!]));
    await after.writePart(upload.uploadID, 3, Readable.from([parts[2]!]));
    const stored = await after.complete('alice', upload.uploadID, partMd5s);
    expect(await readFile(after.object(stored.name)!.path, 'utf8')).toBe('hello worl');
  });

  it("refuses names outside the caller's folder, absolute, or climbing", async () => {
    const objects = store();
    expect(await codeOf(() => objects.initiate('alice', request({ name: 'bob/x.txt' })))).toBe(1002);
    expect(await codeOf(() => objects.initiate('alice', request({ name: '/alice/x.txt' })))).toBe(1001);
    expect(await codeOf(() => objects.initiate('alice', request({ name: 'alice/../bob/x.txt' })))).toBe(1001);
  });

  it('enforces the size limit and the content type of each cause', async () => {
    const objects = store(100);
    expect(await codeOf(() => objects.initiate('alice', request({ size: 101 })))).toBe(1001);
    expect(
      await codeOf(() => objects.initiate('alice', request({ cause: 'msg-picture', contentType: 'text/html' }))),
    ).toBe(1001);
    expect(
      await codeOf(() => objects.initiate('alice', request({ cause: 'msg-picture', contentType: 'image/png' }))),
    ).toBe(0);
  });

  it('refuses a part longer or shorter than its expected length, and a completion whose parts do not match', async () => {
    const objects = store();
    const upload = objects.initiate('alice', request());
    expect(await codeOf(() => objects.writePart(upload.uploadID, 1, Readable.from([Buffer.from('too long')])))).toBe(
      1001,
    );
    // 10 bytes in parts of 4: the last part is 2 bytes, not up to 4.
    expect(await codeOf(() => objects.writePart(upload.uploadID, 3, Readable.from([Buffer.from('abcd')])))).toBe(1001);
    expect(await codeOf(() => objects.writePart(upload.uploadID, 2, Readable.from([Buffer.from('abc')])))).toBe(1001);
    expect(await codeOf(() => objects.writePart(upload.uploadID, 3, Readable.from([Buffer.from('ab')])))).toBe(0);
    await objects.writePart(upload.uploadID, 1, Readable.from([Buffer.from('abcd')]));
    expect(await codeOf(() => objects.complete('alice', upload.uploadID, [md5('abcd'), md5('efgh'), md5('ij')]))).toBe(
      1001,
    );
    expect(await codeOf(() => objects.complete('bob', upload.uploadID, [md5('abcd')]))).toBe(1004);
  });

  it('stores every upload under its own unguessable name, so none replaces another', async () => {
    const objects = store();
    const put = async (text: string) => {
      const hash = md5(md5(text));
      const upload = objects.initiate('alice', request({ hash, size: text.length, partSize: 16, name: 'alice/a.png' }));
      await objects.writePart(upload.uploadID, 1, Readable.from([Buffer.from(text)]));
      return objects.complete('alice', upload.uploadID, [md5(text)]);
    };
    const shown = await put('public picture');
    const hidden = await put('secret picture');
    expect(hidden.name).not.toBe(shown.name);
    expect(await readFile(objects.object(shown.name)!.path, 'utf8')).toBe('public picture');
    expect(await readFile(objects.object(hidden.name)!.path, 'utf8')).toBe('secret picture');
    expect(objects.object('alice/a.png')).toBeUndefined();
  });

  it("publishes known bytes again under a new name, only from the caller's own uploads", async () => {
    const objects = store();
    const text = 'same bytes';
    const same = request({ hash: md5(md5(text)), size: text.length, partSize: 16 });
    expect(objects.publishAgain('alice', same)).toBeUndefined();
    const upload = objects.initiate('alice', same);
    await objects.writePart(upload.uploadID, 1, Readable.from([Buffer.from(text)]));
    const first = await objects.complete('alice', upload.uploadID, [md5(text)]);
    const again = objects.publishAgain('alice', same)!;
    expect(again.name).not.toBe(first.name);
    expect(await readFile(objects.object(again.name)!.path, 'utf8')).toBe(text);
    // Bob learns nothing of what Alice holds: he uploads the bytes himself.
    expect(objects.publishAgain('bob', { ...same, name: 'bob/msg_file_1/a.txt' })).toBeUndefined();
  });

  it('checks the whole content type and keeps its canonical form', async () => {
    const objects = store();
    const picture = (contentType: string) => request({ cause: 'msg-picture', contentType });
    expect(await codeOf(() => objects.initiate('alice', picture('image/png,text/html')))).toBe(1001);
    expect(await codeOf(() => objects.initiate('alice', picture('image/png text/html')))).toBe(1001);
    expect(await codeOf(() => objects.initiate('alice', request({ contentType: 'text/html,image/png' })))).toBe(1001);
    expect(objects.initiate('alice', picture('Image/PNG; q=1')).contentType).toBe('image/png');
    expect(objects.initiate('alice', request({ contentType: '' })).contentType).toBe('application/octet-stream');
  });

  it('bounds the unfinished uploads one user holds', async () => {
    const objects = store(100);
    for (let n = 0; n < MAX_OPEN_UPLOADS; n++) objects.initiate('alice', request({ size: 1, partSize: 1 }));
    expect(await codeOf(() => objects.initiate('alice', request({ size: 1, partSize: 1 })))).toBe(1001);
    expect(await codeOf(() => objects.initiate('bob', request({ name: 'bob/x', size: 100, partSize: 100 })))).toBe(0);
    expect(await codeOf(() => objects.initiate('bob', request({ name: 'bob/y', size: 100, partSize: 100 })))).toBe(0);
    // Two uploads of the largest size are open; a third would reserve more disk than that.
    expect(await codeOf(() => objects.initiate('bob', request({ name: 'bob/z', size: 1, partSize: 1 })))).toBe(1001);
  });

  it('sweeps abandoned uploads and their parts once they expire, and parts folders nobody owns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-objects-'));
    const db = openDatabase(dir);
    migrate(db);
    let now = Date.now();
    const objects = new ObjectStore(db, dir, 1024, () => now);
    const abandoned = objects.initiate('alice', request());
    await objects.writePart(abandoned.uploadID, 1, Readable.from([Buffer.from('abcd')]));
    mkdirSync(join(dir, 'uploads', 'left-by-a-crash'));
    now += 25 * 60 * 60_000;
    // The next upload sweeps; so does the next start.
    objects.initiate('alice', request());
    expect(objects.upload(abandoned.uploadID)).toBeUndefined();
    expect(existsSync(join(dir, 'uploads', abandoned.uploadID))).toBe(false);
    expect(existsSync(join(dir, 'uploads', 'left-by-a-crash'))).toBe(false);
    expect(db.prepare('SELECT COUNT(*) FROM uploads').pluck().get()).toBe(1);
  });
});
