import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreWarmUpDone } from './sdk-core-warmup';

type Answer = 'warming' | 'cached' | 'failed';

/**
 * A worker (installing or active) that answers WARM_CORE as sw/sw.ts does, with `answers` in turn (none: an older
 * worker), and the SDK's cache with or without the core.
 */
function worker(coreCached: () => boolean, answers: Answer[] = ['warming']) {
  const ports: MessagePort[] = [];
  const serviceWorker = {
    postMessage: (message: { type?: string }, transfer: MessagePort[]) => {
      if (message.type !== 'WARM_CORE') return;
      ports.push(transfer[0]!);
      for (const answer of answers) transfer[0]!.postMessage(answer);
    },
  };
  vi.stubGlobal('navigator', {
    serviceWorker: { getRegistration: () => Promise.resolve({ active: serviceWorker }) },
  });
  vi.stubGlobal('caches', {
    open: (name: string) =>
      Promise.resolve({
        match: (path: string) =>
          Promise.resolve(name === 'openim-wasm-cache' && path === '/openIM.wasm' && coreCached() ? {} : undefined),
      }),
  });
  return { answer: (text: Answer) => ports.forEach((port) => port.postMessage(text)) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('waiting for the service worker’s copy of the SDK core', () => {
  it('ends once the core is cached, while the worker’s download goes on', async () => {
    let cached = false;
    worker(() => cached);
    let settled = false;
    void coreWarmUpDone().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(settled).toBe(false);
    cached = true;
    await vi.waitFor(() => expect(settled).toBe(true), { timeout: 1000, interval: 10 });
  });

  it('ends when the worker says the download failed', async () => {
    const { answer } = worker(() => false);
    let settled = false;
    void coreWarmUpDone().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    answer('failed');
    await vi.waitFor(() => expect(settled).toBe(true), { timeout: 200, interval: 5 });
  });

  it('ends at the service worker’s word that the core is stored, without waiting for a poll', async () => {
    worker(() => false);
    let settled = false;
    void coreWarmUpDone().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    // What sw/sdk-core.ts posts once the core is in the SDK's cache (this test's cache never says so).
    const channel = new BroadcastChannel('parley-sdk-core-cached');
    channel.postMessage('cached');
    channel.close();
    await vi.waitFor(() => expect(settled).toBe(true), { timeout: 200, interval: 5 });
  });

  it('does not wait long for an older worker that does not answer', async () => {
    worker(() => false, []);
    const started = Date.now();
    await coreWarmUpDone();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not wait without a worker, or with the core already cached', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve(undefined) } });
    await expect(coreWarmUpDone()).resolves.toBeUndefined();
    worker(() => true, []);
    await expect(coreWarmUpDone()).resolves.toBeUndefined();
  });
});
