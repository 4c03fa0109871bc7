import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fileMapSet = vi.fn<(key: string, file: File | null) => Promise<void>>();
vi.mock('./sdk-instance', () => ({ openIM: () => Promise.resolve({ fileMapSet }) }));

/** A fresh copy of the module, as after a page reload: only IndexedDB remembers. */
const freshModule = async () => {
  vi.resetModules();
  return import('./upload-files');
};

const keptFile = (key: string, text: string) => ({
  key,
  file: new Blob([text], { type: 'text/plain' }),
  name: 'note.txt',
  type: 'text/plain',
});

describe('kept upload files', () => {
  beforeEach(() => fileMapSet.mockReset().mockResolvedValue(undefined));

  it('gives the SDK a kept file again under the same name, also after a reload', async () => {
    const before = await freshModule();
    before.keepUploadFiles('m1', [keptFile('u1/note.txt', 'hello')]);
    expect(before.holdsUploadFiles('m1')).toBe(true);

    const after = await freshModule();
    expect(after.holdsUploadFiles('m1')).toBe(false);
    await vi.waitFor(async () => expect(await after.registerKeptFiles('m1')).toBe(true));
    expect(after.holdsUploadFiles('m1')).toBe(true);
    const [key, file] = fileMapSet.mock.calls.at(-1)!;
    expect(key).toBe('u1/note.txt');
    expect(file).toBeInstanceOf(File);
    expect(file!.name).toBe('note.txt');
    expect(file!.type).toBe('text/plain');
  });

  it('forgets the files of a sent message, in memory and in IndexedDB', async () => {
    const module = await freshModule();
    module.keepUploadFiles('m2', [keptFile('u2/note.txt', 'bye')]);
    await module.forgetUploadFiles('m2');
    expect(module.holdsUploadFiles('m2')).toBe(false);
    expect(await (await freshModule()).registerKeptFiles('m2')).toBe(false);
    expect(fileMapSet).not.toHaveBeenCalled();
  });

  it('drops files kept for more than a week at sign-in, and every file at sign-out', async () => {
    const module = await freshModule();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now - module.KEEP_FAILED_UPLOAD_MS - 1);
    module.keepUploadFiles('old', [keptFile('o/note.txt', 'old')]);
    vi.mocked(Date.now).mockReturnValue(now);
    module.keepUploadFiles('new', [keptFile('n/note.txt', 'new')]);
    await vi.waitFor(async () => expect(await (await freshModule()).registerKeptFiles('new')).toBe(true));

    const afterReload = await freshModule();
    await afterReload.forgetStaleUploadFiles(now);
    expect(await afterReload.registerKeptFiles('old')).toBe(false);
    expect(await afterReload.registerKeptFiles('new')).toBe(true);

    await afterReload.forgetAllUploadFiles();
    expect(afterReload.holdsUploadFiles('new')).toBe(false);
    expect(await (await freshModule()).registerKeptFiles('new')).toBe(false);
    vi.restoreAllMocks();
  });

  it('shows a kept picture from the device until its message no longer needs it', async () => {
    const module = await freshModule();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const picture = {
      key: 'p/dot.png',
      file: new Blob(['png'], { type: 'image/png' }),
      name: 'dot.png',
      type: 'image/png',
    };
    module.keepUploadFiles('m4', [picture]);
    module.keepUploadFiles('m5', [keptFile('f/note.txt', 'text')]);
    const url = module.keptPictureURL('m4', 'p/dot.png');
    expect(url).toMatch(/^blob:/);
    expect(module.keptPictureURL('m4')).toBe(url);
    expect(module.keptPictureURL('m5')).toBeNull();
    await module.forgetUploadFiles('m4');
    expect(revoke).toHaveBeenCalledWith(url);
    expect(module.keptPictureURL('m4')).toBeNull();
    revoke.mockRestore();
  });

  it('blocks a running upload by leaving no file under its name', async () => {
    const module = await freshModule();
    expect(await module.blockUploadFiles('unknown')).toBe(false);
    module.keepUploadFiles('m3', [keptFile('u3/a.txt', 'a'), keptFile('u3/b.txt', 'b')]);
    expect(await module.blockUploadFiles('m3')).toBe(true);
    expect(fileMapSet.mock.calls).toEqual([
      ['u3/a.txt', null],
      ['u3/b.txt', null],
    ]);
  });

  it('follows a send until it settles', async () => {
    const module = await freshModule();
    let finish!: () => void;
    const send = module.trackSend('m4', new Promise<void>((resolve) => (finish = resolve)));
    expect(module.sendInFlight('m4')).toBe(send);
    finish();
    await send;
    await Promise.resolve();
    expect(module.sendInFlight('m4')).toBeUndefined();
  });
});
