import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Logger } from 'pino';

/**
 * A media server left running by a server that died without its shutdown (`kill -9`, a power cut) keeps its ports,
 * so the next start's media server cannot bind them. Its process ID is kept in the data directory while it runs;
 * the next start finds it and ends it first.
 */
export function recordMediaPid(pidFile: string, pid: number | undefined): void {
  if (pid !== undefined) writeFileSync(pidFile, String(pid), { mode: 0o600 });
}

export function forgetMediaPid(pidFile: string): void {
  rmSync(pidFile, { force: true });
}

/**
 * Whether `pid` is a live process running `binaryName`. Only that is ever ended: after a reboot the ID may belong
 * to anything. A process that has exited but not been reaped has an empty command line, and counts as gone.
 */
function runsBinary(pid: number, binaryName: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return argv[0] !== undefined && basename(argv[0]) === binaryName;
  } catch {
    return false;
  }
}

/** Ends the media server a previous run left behind, if any; resolves once it is gone (at most 5 s). */
export async function endOrphanedMedia(pidFile: string, binary: string, logger: Logger): Promise<boolean> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return false;
  }
  forgetMediaPid(pidFile);
  const name = basename(binary);
  if (!Number.isInteger(pid) || pid <= 1 || !runsBinary(pid, name)) return false;
  logger.warn({ pid }, 'ending the media server a previous run left behind');
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; waited < 5000 && runsBinary(pid, name); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
