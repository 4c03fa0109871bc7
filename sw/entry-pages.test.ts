import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrecacheController } from 'workbox-precaching';
import { dropOtherEntryPages, ENTRY_PATHS, entryCacheName, storeEntryPages } from './entry-pages';

/** Cache Storage as the worker sees it: named caches of request URL → response. */
function fakeCacheStorage(names: string[] = []) {
  const stores = new Map(names.map((name) => [name, new Map<string, Response>()]));
  const storage = {
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return { put: async (url: string, response: Response) => void store.set(url, response) };
    },
  };
  vi.stubGlobal('caches', storage);
  return stores;
}

const precacheWith = (shell: Response | undefined, key = '/index.html?__WB_REVISION__=abc123') =>
  ({
    getCacheKeyForURL: () => new URL(key, self.location.origin).href,
    matchPrecache: async () => shell,
  }) as unknown as PrecacheController;

afterEach(() => vi.unstubAllGlobals());

describe('the entry pages', () => {
  it('are kept in a cache named by the shell’s revision', () => {
    expect(entryCacheName(precacheWith(undefined))).toBe('parley-entry-pages-abc123');
  });

  it('hold the precached shell under each entry address, without the network’s encoding or Vary', async () => {
    const stores = fakeCacheStorage();
    const shell = new Response('<title>Parley</title>', {
      headers: {
        'content-type': 'text/html',
        'content-encoding': 'br',
        'content-length': '12',
        vary: 'Accept-Encoding',
        'content-security-policy': "default-src 'self'",
      },
    });
    await storeEntryPages(precacheWith(shell), 'parley-entry-pages-abc123');
    const stored = stores.get('parley-entry-pages-abc123')!;
    expect([...stored.keys()]).toEqual(ENTRY_PATHS.map((path) => new URL(path, self.location.origin).href));
    for (const response of stored.values()) {
      expect(await response.text()).toBe('<title>Parley</title>');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      for (const name of ['content-encoding', 'content-length', 'vary']) expect(response.headers.has(name)).toBe(false);
    }
  });

  it('fail the install when the shell is not precached, so that no route points at an empty cache', async () => {
    fakeCacheStorage();
    await expect(storeEntryPages(precacheWith(undefined), 'parley-entry-pages-abc123')).rejects.toThrow();
  });

  it('of earlier builds go at activation; other caches stay', async () => {
    const stores = fakeCacheStorage([
      'parley-entry-pages-old',
      'parley-entry-pages-abc123',
      'openim-wasm-cache',
      'parley-fonts',
    ]);
    await dropOtherEntryPages('parley-entry-pages-abc123');
    expect([...stores.keys()]).toEqual(['parley-entry-pages-abc123', 'openim-wasm-cache', 'parley-fonts']);
  });
});
