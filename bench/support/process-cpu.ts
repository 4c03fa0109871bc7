/**
 * Where the bench's processes run and how much CPU they used, so that a messages/s figure can be read beside
 * the server's CPU share: "10,000 msg/s at 95 % of one core" means the same on a laptop and on a CI runner.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Linux reports utime and stime in clock ticks; 100 per second on every common build. */
const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * With two cores or more and taskset at hand, the server gets core 0 and the load generator core 1: otherwise the
 * generator (which encodes, gzips and decodes as much as the server does) steals the server's CPU, and the figure
 * measures the scheduler. Returns the command prefix that pins a child to the server's core.
 */
export function pinning(): { serverPrefix: string[]; pinSelf: () => void; description: string } {
  const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
  if (cpus().length < 2 || !hasTaskset) {
    return { serverPrefix: [], pinSelf: () => {}, description: 'unpinned (fewer than 2 cores or no taskset)' };
  }
  return {
    serverPrefix: ['taskset', '-c', '0'],
    // -a: every thread of this process (libuv's pool, V8's helpers), not only the main one.
    pinSelf: () => execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' }),
    description: 'server on core 0, load generator on core 1',
  };
}

/** Seconds of CPU (user + system, all threads) a process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / clockTicksPerSecond;
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

/** Seconds of CPU the whole machine has been busy (every core; idle and iowait excluded), from /proc/stat. */
function machineBusySeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are work.
  const ticks = fields.slice(0, 8).map(Number);
  return ticks.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0) / clockTicksPerSecond;
}

/**
 * Starts a CPU meter on these processes; `stop` returns each one's share of one core, in percent, since start, and
 * `others`: what the rest of the machine used meanwhile. A run with others well above zero shared its cores.
 */
export function cpuMeter(pids: Record<string, number>): { stop: () => Record<string, number> } {
  const began = performance.now();
  const machineBefore = machineBusySeconds();
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  return {
    stop() {
      const wallSeconds = (performance.now() - began) / 1000;
      const used = Object.fromEntries(
        Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid) - before[name]!]),
      );
      const ours = Object.values(used).reduce((sum, seconds) => sum + seconds, 0);
      const others = Math.max(0, machineBusySeconds() - machineBefore - ours);
      const percent = (seconds: number) => Math.round((seconds / wallSeconds) * 100);
      return {
        ...Object.fromEntries(Object.entries(used).map(([name, seconds]) => [name, percent(seconds)])),
        others: percent(others),
      };
    },
  };
}
