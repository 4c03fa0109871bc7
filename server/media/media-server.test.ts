import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateMediaKeys } from './media-keys.ts';
import { MediaServer, restartDelay } from './media-server.ts';
import { listeningSockets } from '../test/listening-sockets.ts';
import { mediaServerAt } from '../test/call-fixture.ts';

describe('the managed media server', () => {
  it('keeps one key and secret per data directory, readable by the owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-media-'));
    const first = loadOrCreateMediaKeys(dir);
    expect(first.apiSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateMediaKeys(dir)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dir, 'livekit-keys.json'), 'utf8'))).toEqual(first);
    expect(statSync(join(dir, 'livekit-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('backs off 0.5 s, doubling, up to 30 s between restarts', () => {
    expect([0, 1, 2, 3, 10].map(restartDelay)).toEqual([500, 1000, 2000, 4000, 30_000]);
  });

  it.runIf(MediaServer.available())('starts on loopback, is ready, comes back after a crash, and stops', async () => {
    const { media, port: base } = mediaServerAt('media-server');
    expect(media.url).toBe(`ws://127.0.0.1:${base}`);
    expect(await media.start()).toBe(true);
    const firstPid = media.pid;
    process.kill(firstPid!, 'SIGKILL');
    await expect.poll(() => media.pid !== undefined && media.pid !== firstPid, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${base}/`).catch(() => null))?.ok ?? false, {
        timeout: 15_000,
      })
      .toBe(true);
    await media.stop();
    expect(media.pid).toBeUndefined();
    await expect(fetch(`http://127.0.0.1:${base}/`)).rejects.toThrow();
  });

  it.runIf(MediaServer.available() && process.platform === 'linux')(
    'with LAN off, every port it listens on (signalling, ICE over UDP and TCP) is on loopback',
    async () => {
      const { media, port: base } = mediaServerAt('media-server-loopback');
      try {
        expect(await media.start()).toBe(true);
        const sockets = listeningSockets(media.pid!);
        // Ready means signalling answers; the UDP mux is up by then too.
        expect(sockets).toContainEqual({ protocol: 'tcp', address: '127.0.0.1', port: base });
        expect(sockets).toContainEqual({ protocol: 'udp', address: '127.0.0.1', port: base + 2 });
        expect(sockets.filter((socket) => socket.address !== '127.0.0.1' && socket.address !== '::1')).toEqual([]);
      } finally {
        await media.stop();
      }
    },
  );
});
