import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The balancer's configuration a deployment uses; the tests run it with their own addresses. */
export const DEPLOY_CONFIG = resolve(import.meta.dirname, '../../deploy/haproxy.cfg');

export interface BalancerAddresses {
  /** The port the browser opens, on 127.0.0.1. */
  port: number;
  /** host:port of each chat-service copy. */
  chatCopies: readonly string[];
  /** host:port of the IM side. */
  im: string;
  /** host:port of the tests' own topology routes (/__topology), never part of a deployment. */
  control?: string;
  /** The LiveKit cluster's signalling address (a port on 127.0.0.1) and its nodes; without it, no LiveKit part. */
  livekit?: { port: number; nodes: readonly string[] };
}

const LIVEKIT_SECTIONS = /^(frontend|backend) livekit$/;

const serverLines = (prefix: string, addresses: readonly string[]) =>
  addresses.map((address, index) => `    server ${prefix}${index + 1} ${address} check`);

/**
 * deploy/haproxy.cfg with the test's addresses: its `bind` on the test's port, each backend's `server` lines for the
 * processes started, and no syslog; the LiveKit part only when a cluster was started. Everything else (health checks,
 * retries, timeouts, routes) is the file's.
 */
export function balancerConfig(template: string, addresses: BalancerAddresses): string {
  const out: string[] = [];
  let section = '';
  for (const line of template.split('\n')) {
    if (/^\S/.test(line)) section = line.trim();
    if (LIVEKIT_SECTIONS.test(section) && !addresses.livekit) continue;
    if (/^\s+server\s/.test(line)) continue;
    if (/^\s+log \/dev\/log/.test(line)) continue;
    if (/^\s+bind :80$/.test(line)) {
      out.push(`    bind 127.0.0.1:${addresses.port}`);
      continue;
    }
    if (addresses.livekit && section === 'frontend livekit' && /^\s+bind :\d+$/.test(line)) {
      out.push(`    bind 127.0.0.1:${addresses.livekit.port}`);
      continue;
    }
    if (addresses.control && section === 'frontend parley' && /^\s+use_backend chat_service/.test(line))
      out.push('    use_backend topology_control if { path_beg /__topology }');
    out.push(line);
  }
  const text = `${out.join('\n').trimEnd()}\n`;
  const withServers = text
    .replace(
      /^(backend chat_service\n(?:[ \t].*\n|#.*\n)*)/m,
      (block) => `${block}${serverLines('chat', addresses.chatCopies).join('\n')}\n`,
    )
    .replace(
      /^(backend im\n(?:[ \t].*\n|#.*\n)*)/m,
      (block) => `${block}${serverLines('im', [addresses.im]).join('\n')}\n`,
    )
    .replace(
      /^(backend livekit\n(?:[ \t].*\n|#.*\n)*)/m,
      (block) => `${block}${serverLines('livekit', addresses.livekit?.nodes ?? []).join('\n')}\n`,
    );
  return addresses.control
    ? `${withServers}\nbackend topology_control\n    server control ${addresses.control}\n`
    : withServers;
}

function haproxyBinary(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'])
    if (existsSync(candidate)) return candidate;
  throw new Error('HAProxy is not installed: apt-get install haproxy (.ci/run does)');
}

export interface RunningBalancer {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground on deploy/haproxy.cfg with these addresses; its config is checked first. */
export function startBalancer(addresses: BalancerAddresses, workDir: string): RunningBalancer {
  const binary = haproxyBinary();
  const file = join(workDir, 'haproxy.cfg');
  writeFileSync(file, balancerConfig(readFileSync(DEPLOY_CONFIG, 'utf8'), addresses));
  const check = spawnSync(binary, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused ${file}: ${check.stderr || check.stdout}`);
  const child = spawn(binary, ['-db', '-q', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('error', (error) => console.error(`HAProxy: ${error.message}`));
  return {
    process: child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
