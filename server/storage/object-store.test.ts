import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { migrate, openDatabase } from '../db/database.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { ObjectStore } from './object-store.ts';

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
    expect(objects.objectByHash(md5(partMd5s.join(',')))?.name).toBe('alice/msg_file_1/a.txt');
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

  it('refuses a part larger than announced, and a completion whose parts do not match', async () => {
    const objects = store();
    const upload = objects.initiate('alice', request());
    expect(await codeOf(() => objects.writePart(upload.uploadID, 1, Readable.from([Buffer.from('too long')])))).toBe(
      1001,
    );
    await objects.writePart(upload.uploadID, 1, Readable.from([Buffer.from('abcd')]));
    expect(await codeOf(() => objects.complete('alice', upload.uploadID, [md5('abcd'), md5('efgh'), md5('ij')]))).toBe(
      1001,
    );
    expect(await codeOf(() => objects.complete('bob', upload.uploadID, [md5('abcd')]))).toBe(1004);
  });
});
