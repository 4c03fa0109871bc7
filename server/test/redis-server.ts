import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface RedisServer {
  /** host:port on 127.0.0.1. */
  address: string;
  port: number;
  /** The password every client must give (requirepass), random per run. */
  password: string;
  stop(): Promise<void>;
}

/** True once the server answers PING (after AUTH) with PONG. */
function answersPing(port: number, password: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.once('error', () => resolve(false));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('+PONG')) {
        socket.end();
        resolve(true);
      }
    });
    socket.once('connect', () => socket.write(`AUTH ${password}\r\nPING\r\n`));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A throw-away Redis for tests (Debian's redis-server): a free port of 127.0.0.1, a random password, nothing written
 * to disk (no snapshots, no append-only file), its working directory removed by stop() or when this process exits.
 */
export async function startRedis(): Promise<RedisServer> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
  if (!binary) throw new Error('Redis is not installed: apt-get install redis-server (see .ci/run)');
  const dir = mkdtempSync(join(tmpdir(), 'parley-redis-'));
  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  // The password goes in on standard input (a config file read from "-"), not the argument list any local user reads.
  const child = spawn(binary, ['-'], { cwd: dir, stdio: ['pipe', 'ignore', 'inherit'] });
  child.stdin.end(
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      'save ""',
      'appendonly no',
      'daemonize no',
      `requirepass ${password}`,
    ].join('\n'),
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    if (await answersPing(port, password)) return { address: `127.0.0.1:${port}`, port, password, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`redis-server did not answer on port ${port} within 10 s`);
}
