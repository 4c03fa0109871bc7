import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { MediaServer } from './media/media-server.ts';
import { freePort } from './test/free-port.ts';

const root = mkdtempSync(join(tmpdir(), 'parley-lock-'));
const clientDir = join(root, 'dist');
mkdirSync(clientDir, { recursive: true });
writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
/** A data directory for each try of the test (see its retry). */
let dataDir = '';

const children: ChildProcess[] = [];
const leftovers: number[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
});

const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').length > 0;
  } catch {
    return false;
  }
};

/** The real server with its managed media server, as `npm start` runs it, each on ports of its own. */
async function start(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const [port, mediaPort, mediaUdpPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      PARLEY_CLIENT_DIR: clientDir,
      PARLEY_MEDIA_PORT: String(mediaPort),
      PARLEY_MEDIA_UDP_PORT: String(mediaUdpPort),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  // A try that failed half-way leaves no server holding the next try's ports.
  onTestFinished(() => void child.kill('SIGKILL'));
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, port, output: () => text };
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

const mediaPid = () => Number(readFileSync(join(dataDir, 'livekit.pid'), 'utf8').trim().split(/\s+/)[0]);

describe.runIf(MediaServer.available())('one server per data directory', () => {
  // One retry: the left-behind media server writes its log to a pipe whose reader was killed, so any line it happens
  // to log before the next start looks (rare, under a loaded machine) ends it first, and the takeover has nothing left
  // to end.
  it(
    'refuses a second start at once, naming the first, whose media server and calls carry on',
    { retry: 1, timeout: 180_000 },
    async () => {
      dataDir = mkdtempSync(join(root, 'data-'));
      const first = await start();
      await expect.poll(() => healthy(first.port), { timeout: 60_000, interval: 200 }).toBe(true);
      await expect.poll(() => first.output(), { timeout: 30_000 }).toContain('media server ready');
      const media = mediaPid();
      expect(alive(media)).toBe(true);

      const second = await start();
      const status = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
      expect(status).toBe(2);
      expect(second.output()).toContain('refusing to start');
      expect(second.output()).toContain(`in use by process ${first.child.pid}`);
      expect(second.output()).not.toContain('ending the media server');
      // The first server and its media server were not touched.
      expect(alive(media)).toBe(true);
      expect(mediaPid()).toBe(media);
      expect(await healthy(first.port)).toBe(true);

      // A crash (kill -9) leaves its media server behind, and no lock: the next start takes over and ends it.
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      leftovers.push(media);
      expect(alive(media)).toBe(true);
      const third = await start();
      await expect.poll(() => healthy(third.port), { timeout: 60_000, interval: 200 }).toBe(true);
      expect(third.output()).toContain('ending the media server a previous run left behind');
      await expect.poll(() => alive(media), { timeout: 10_000 }).toBe(false);
      third.child.kill('SIGTERM');
      await new Promise((resolve) => third.child.once('exit', resolve));
    },
  );
});
