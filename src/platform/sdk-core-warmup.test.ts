import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreWarmUpDone } from './sdk-core-warmup';

/** A worker stuck installing (its precache still downloading), and the SDK's cache with or without the core. */
function installingWorker(coreCached: () => boolean) {
  const worker = Object.assign(new EventTarget(), { state: 'installing' });
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve({ installing: worker }) },
  });
  vi.stubGlobal('caches', {
    open: (name: string) =>
      Promise.resolve({
        match: (path: string) =>
          Promise.resolve(name === 'openim-wasm-cache' && path === '/openIM.wasm' && coreCached() ? {} : undefined),
      }),
  });
  return worker;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('waiting for the service worker’s copy of the SDK core', () => {
  it('ends once the core is cached, while the install goes on with the app’s own files', async () => {
    vi.useFakeTimers();
    let cached = false;
    installingWorker(() => cached);
    let settled = false;
    void coreWarmUpDone().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    cached = true;
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toBe(true);
  });

  it('ends when the install does, even without the core (its download failed)', async () => {
    vi.useFakeTimers();
    const worker = installingWorker(() => false);
    let settled = false;
    void coreWarmUpDone().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(500);
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('ends at the service worker’s word that the core is stored, without waiting for a poll', async () => {
    installingWorker(() => false);
    let settled = false;
    void coreWarmUpDone().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    // What sw/sdk-core.ts posts once the core is in the SDK's cache (this test's cache never says so).
    const worker = new BroadcastChannel('parley-sdk-core-cached');
    worker.postMessage('cached');
    worker.close();
    await vi.waitFor(() => expect(settled).toBe(true), { timeout: 200, interval: 5 });
  });

  it('does not wait without an installing worker', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve({ installing: null }) } });
    await expect(coreWarmUpDone()).resolves.toBeUndefined();
  });
});
