import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Logger } from 'pino';

/**
 * A media server left running by a server that died without its shutdown (`kill -9`, a power cut) keeps its ports,
 * so the next start's media server cannot bind them. Its process ID is kept in the data directory while it runs,
 * with its owner's (the server that started it): the next start ends it first, but only once that owner is gone,
 * so that a start which should not have happened never drops a running server's calls.
 */
export function recordMediaPid(pidFile: string, pid: number | undefined): void {
  if (pid === undefined) return;
  const owner = `${process.pid} ${startTime(process.pid) ?? ''}`.trim();
  writeFileSync(pidFile, `${pid} ${owner}\n`, { mode: 0o600 });
}

/**
 * When `pid` started, in clock ticks since boot (/proc/<pid>/stat, field 22): with the ID, it names one process
 * and never a later one that was given the same ID.
 */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // An exited process its parent has not reaped yet (state Z) is gone for this purpose.
    return fields[0] === 'Z' ? null : (fields[19] ?? null);
  } catch {
    return null;
  }
}

/** Whether the recorded owner still runs: the same ID, started at the same moment. */
function ownerAlive(ownerPid: number, ownerStart: string | undefined): boolean {
  if (ownerPid === process.pid) return false;
  const now = startTime(ownerPid);
  return now !== null && (ownerStart === undefined || now === ownerStart);
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
  let fields: string[];
  try {
    fields = readFileSync(pidFile, 'utf8').trim().split(/\s+/);
  } catch {
    return false;
  }
  const [pid, ownerPid] = fields.slice(0, 2).map(Number) as [number, number | undefined];
  const name = basename(binary);
  if (ownerPid !== undefined && Number.isInteger(ownerPid) && ownerAlive(ownerPid, fields[2])) {
    logger.warn({ pid, ownerPid }, 'the media server recorded here belongs to a server that still runs: left alone');
    return false;
  }
  forgetMediaPid(pidFile);
  if (!Number.isInteger(pid) || pid <= 1 || !runsBinary(pid, name)) return false;
  logger.warn({ pid, ownerPid }, 'ending the media server a previous run left behind');
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; waited < 5000 && runsBinary(pid, name); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
