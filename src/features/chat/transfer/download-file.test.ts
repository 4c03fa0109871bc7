import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithProgress } from './download-file';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('fetchWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the share of the announced length that has arrived, and returns the bytes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(streamOf(['abcd', 'efgh']), {
            headers: { 'Content-Length': '8', 'Content-Type': 'application/octet-stream' },
          }),
        ),
      ),
    );
    const seen: Array<number | null> = [];
    const blob = await fetchWithProgress('http://example.test/object/f', (percent) => seen.push(percent));
    expect(seen).toEqual([0, 50, 100]);
    expect(await blob.text()).toBe('abcdefgh');
  });

  it('has no percentage without a length, and fails on an error status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(streamOf(['xy'])))),
    );
    const seen: Array<number | null> = [];
    await fetchWithProgress('http://example.test/a', (percent) => seen.push(percent));
    expect(seen).toEqual([null, null]);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('gone', { status: 404 }))),
    );
    await expect(fetchWithProgress('http://example.test/b', () => undefined)).rejects.toThrow('404');
  });
});
