import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { LIVEKIT_BINARY } from '../media/livekit-pin.ts';
import type { MediaKeys } from '../media/media-keys.ts';
import { freePort } from '../test/free-port.ts';
import { startRedis, type RedisServer } from '../test/redis-server.ts';

/** The LiveKit node configuration a deployment uses; the tests run it with their own addresses. */
export const NODE_CONFIG = resolve(import.meta.dirname, '../../deploy/livekit.yaml');

export interface NodeAddresses {
  /** Signalling (HTTP and WebSocket), on 127.0.0.1. */
  port: number;
  /** The node's one UDP media port. */
  udpPort: number;
  prometheusPort: number;
  /** host:port of the Redis all nodes share. */
  redis: string;
}

/**
 * deploy/livekit.yaml with one node's addresses on this machine: its ports, the shared Redis, and loopback as the
 * only interface media is offered on (ICE over TCP off: it listens on every interface whatever it is told, and UDP
 * between processes on one machine always gets through, as for the managed LiveKit). Everything else is the file's.
 */
export function nodeConfig(template: string, addresses: NodeAddresses): string {
  const values: Record<string, string> = {
    port: String(addresses.port),
    'rtc.udp_port': String(addresses.udpPort),
    'rtc.tcp_port': '0',
    'redis.address': addresses.redis,
    'prometheus.port': String(addresses.prometheusPort),
  };
  const lists: Record<string, string[]> = { 'rtc.ips.includes': ['127.0.0.1/32'] };
  const replaced = new Set<string>();
  const path: { indent: number; key: string }[] = [];
  const out: string[] = [];
  for (const line of template.split('\n')) {
    const entry = /^(\s*)([\w.]+):\s*(.*)$/.exec(line);
    const item = /^(\s*)- /.exec(line);
    if (entry) {
      const indent = entry[1]!.length;
      while (path.length && path[path.length - 1]!.indent >= indent) path.pop();
      path.push({ indent, key: entry[2]! });
      const key = path.map((part) => part.key).join('.');
      if (key in values && entry[3] && !entry[3].startsWith('#')) {
        out.push(`${entry[1]}${entry[2]}: ${values[key]}`);
        replaced.add(key);
        continue;
      }
    } else if (item) {
      const key = path.map((part) => part.key).join('.');
      if (key in lists) {
        if (!replaced.has(key)) for (const value of lists[key]!) out.push(`${item[1]}- ${value}`);
        replaced.add(key);
        continue;
      }
    }
    out.push(line);
  }
  const missing = [...Object.keys(values), ...Object.keys(lists)].filter((key) => !replaced.has(key));
  if (missing.length) throw new Error(`deploy/livekit.yaml has no ${missing.join(', ')}`);
  return out.join('\n');
}

/** The sum of a Prometheus metric's samples whose labels include all of `labels`. */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const sample = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || sample[1] !== name) continue;
    const has = Object.entries(labels).every(([label, value]) => sample[2]?.includes(`${label}="${value}"`));
    if (has) sum += Number(sample[3]);
  }
  return sum;
}

export interface LiveKitNode {
  name: string;
  port: number;
  udpPort: number;
  prometheusPort: number;
  process: ChildProcess;
  /** Its JSON log lines so far. */
  log: string[];
  /** Its Prometheus metrics, as text. */
  metrics(): Promise<string>;
  /** Ends it at once, as a crash or a lost machine would (SIGKILL: no goodbye to its clients or to Redis). */
  kill(): Promise<void>;
}

export interface LiveKitCluster {
  nodes: LiveKitNode[];
  redis: RedisServer;
  stop(): Promise<void>;
}

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitReady(node: LiveKitNode): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (ended(node.process)) throw new Error(`${node.name} exited: ${node.log.slice(-5).join('\n')}`);
    // 200 once it reports its stats to Redis (406 before): what the balancer's health check asks too.
    const ready = await fetch(`http://127.0.0.1:${node.port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${node.name} did not become ready within 30 s`);
}

/**
 * A LiveKit cluster on this machine for the tests: a throw-away Redis and `count` nodes of the LiveKit that
 * `npm install` builds, each on deploy/livekit.yaml with its own ports, all with the same keys (given through the
 * environment, as deploy/livekit.yaml tells a deployment to).
 */
export async function startLiveKitCluster(options: {
  count: number;
  keys: MediaKeys;
  workDir: string;
}): Promise<LiveKitCluster> {
  const redis = await startRedis();
  const template = readFileSync(NODE_CONFIG, 'utf8');
  const nodes: LiveKitNode[] = [];
  const stopAll = () => nodes.forEach((node) => node.process.kill('SIGKILL'));
  process.once('exit', stopAll);
  for (let index = 0; index < options.count; index++) {
    const [port, udpPort, prometheusPort] = [await freePort(), await freePort(), await freePort()];
    const file = join(options.workDir, `livekit-node-${index + 1}.yaml`);
    writeFileSync(file, nodeConfig(template, { port, udpPort, prometheusPort, redis: redis.address }));
    const child = spawn(
      LIVEKIT_BINARY,
      ['--config', file, '--bind', '127.0.0.1', '--node-ip', '127.0.0.1', '--rtc.enable_loopback_candidate'],
      {
        env: {
          ...process.env,
          LIVEKIT_KEYS: `${options.keys.apiKey}: ${options.keys.apiSecret}`,
          LIVEKIT_REDIS_PASSWORD: redis.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const log: string[] = [];
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => log.push(line));
    const node: LiveKitNode = {
      name: `livekit${index + 1}`,
      port,
      udpPort,
      prometheusPort,
      process: child,
      log,
      metrics: async () => (await fetch(`http://127.0.0.1:${prometheusPort}/metrics`)).text(),
      kill: () =>
        new Promise((done) => {
          if (ended(child)) return done();
          child.once('exit', () => done());
          child.kill('SIGKILL');
        }),
    };
    nodes.push(node);
  }
  try {
    await Promise.all(nodes.map(waitReady));
  } catch (error) {
    stopAll();
    await redis.stop();
    throw error;
  }
  const stop = async () => {
    process.off('exit', stopAll);
    await Promise.all(
      nodes.map(
        (node) =>
          new Promise<void>((done) => {
            if (ended(node.process)) return done();
            node.process.once('exit', () => done());
            // Twice: the first asks LiveKit to wait for its rooms to empty, the second to close them now.
            node.process.kill('SIGTERM');
            setTimeout(() => node.process.kill('SIGTERM'), 200).unref();
            setTimeout(() => node.process.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
    await redis.stop();
  };
  return { nodes, redis, stop };
}
