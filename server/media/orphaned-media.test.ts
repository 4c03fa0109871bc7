import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { endOrphanedMedia } from './orphaned-media.ts';

const silent = pino({ level: 'silent' });
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** A long-running process whose program is called `name` (a link to sleep), as an orphaned SFU would be. */
function runAs(dir: string, name: string): number {
  const program = join(dir, name);
  symlinkSync('/bin/sleep', program);
  const child = spawn(program, ['600'], { stdio: 'ignore' });
  started.push(child.pid!);
  return child.pid!;
}

const alive = (pid: number) => {
  try {
    return existsSync(`/proc/${pid}/cmdline`) && process.kill(pid, 0);
  } catch {
    return false;
  }
};

describe.runIf(existsSync('/proc/self/cmdline'))('a media server a crashed run left behind', () => {
  it('is ended at the next start, and its pid file forgotten', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-orphan-'));
    const pid = runAs(dir, 'livekit-server');
    const pidFile = join(dir, 'livekit.pid');
    writeFileSync(pidFile, String(pid));
    expect(await endOrphanedMedia(pidFile, '/anywhere/livekit-server', silent)).toBe(true);
    await expect.poll(() => readableCommand(pid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
  });

  it('never ends a process of another program that has the recorded ID now', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-orphan-'));
    const pid = runAs(dir, 'something-else');
    const pidFile = join(dir, 'livekit.pid');
    writeFileSync(pidFile, String(pid));
    expect(await endOrphanedMedia(pidFile, '/anywhere/livekit-server', silent)).toBe(false);
    expect(alive(pid)).toBe(true);
  });

  it('leaves it alone while the server that started it still runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-orphan-'));
    const pid = runAs(dir, 'livekit-server');
    const owner = runAs(dir, 'node');
    const ownerStart = readFileSync(`/proc/${owner}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
    const pidFile = join(dir, 'livekit.pid');
    writeFileSync(pidFile, `${pid} ${owner} ${ownerStart}`);
    expect(await endOrphanedMedia(pidFile, '/anywhere/livekit-server', silent)).toBe(false);
    expect(alive(pid)).toBe(true);
    expect(existsSync(pidFile)).toBe(true);

    // A later process given the owner's ID is not the owner: its start time differs.
    writeFileSync(pidFile, `${pid} ${owner} 1`);
    expect(await endOrphanedMedia(pidFile, '/anywhere/livekit-server', silent)).toBe(true);
    await expect.poll(() => readableCommand(pid)).toBe(false);
  });

  it('does nothing without a pid file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-orphan-'));
    expect(await endOrphanedMedia(join(dir, 'livekit.pid'), '/anywhere/livekit-server', silent)).toBe(false);
  });
});

/** An exited child not yet reaped still answers kill(pid, 0); its command line is empty. */
function readableCommand(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').length > 0;
  } catch {
    return false;
  }
}
