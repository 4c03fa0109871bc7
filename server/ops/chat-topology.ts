import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Server } from 'node:http';
import webpush from 'web-push';
import { loadOrCreateMediaKeys } from '../media/media-keys.ts';
import { freePort } from '../test/free-port.ts';
import { startPostgres, type PostgresServer } from '../test/postgres-server.ts';
import { startBalancer } from './haproxy.ts';
import { startLiveKitCluster, type LiveKitCluster } from './livekit-cluster.ts';

export interface TopologyOptions {
  /** The balancer's port: the one origin the browser opens. */
  port: number;
  copies: number;
  database: 'sqlite' | 'postgres';
  /** Where each process's data directory goes (each a direct child, so the tests' contract check finds it). */
  dataRoot: string;
  /** Settings every process gets (the tests' super code, raised limits, response validation...). */
  env?: Record<string, string>;
  /** Settings of the embedded IM only (its LiveKit ports...). */
  imEnv?: Record<string, string>;
  /** More for the tests' view of the topology (/__topology): the stand-in push service they started, say. */
  testView?: Record<string, unknown>;
  /**
   * Calls on a LiveKit cluster of this many nodes on one Redis (deploy/livekit.yaml), behind the balancer's LiveKit
   * part, instead of the IM's managed LiveKit (which is then off).
   */
  livekitNodes?: number;
  /**
   * Tests only: the copies' PARLEY_TEST_WEBHOOK_CRASH, a directory where a file `crash` makes the copy that takes the
   * next group call invite's webhook die before recording it (server/chat/webhook-test-crash.ts).
   */
  webhookCrashDir?: string;
}

export interface RunningCopy {
  url: string;
  port: number;
  pid: number | undefined;
}

export interface Topology {
  url: string;
  im: RunningCopy;
  copies: RunningCopy[];
  databaseURL: string | undefined;
  /** The LiveKit cluster, when one was asked for; the copies' LIVEKIT_URL is then `livekitURL`, the balancer's. */
  livekit?: LiveKitCluster;
  livekitURL: string;
  stop(): Promise<void>;
}

/** Node itself runs each process (not a wrapper), so a kill reaches the process that holds the port. */
const node = (script: string, env: Record<string, string>, name: string): ChildProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('error', (error) => console.error(`${name}: ${error.message}`));
  return child;
};

export { freePort };

async function answers(url: string, child: ChildProcess, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * The topology of docs/past-one-machine.md on one machine: the embedded IM with its chat service off (standing in
 * for an OpenIM cluster, reached over HTTP and webhooks only), N chat-service copies on PostgreSQL (or one shared
 * SQLite file), and HAProxy in front with deploy/haproxy.cfg. IM's webhooks go through the balancer, as in a deployment.
 */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const stamp = Date.now();
  const webhookSecret = `apart-${stamp}-webhook-secret`;
  const url = `http://127.0.0.1:${options.port}`;
  const imDir = resolve(options.dataRoot, `apart-im-${stamp}`);
  mkdirSync(imDir, { recursive: true });
  // The copies mint call tokens for the IM's managed LiveKit: its keys are made here, before it starts.
  const media = loadOrCreateMediaKeys(imDir);
  const vapid = webpush.generateVAPIDKeys();
  const postgres: PostgresServer | undefined = options.database === 'postgres' ? await startPostgres() : undefined;
  const children = new Set<ChildProcess>();
  const livekit = options.livekitNodes
    ? await startLiveKitCluster({ count: options.livekitNodes, keys: media, workDir: imDir })
    : undefined;
  const livekitPort = livekit ? await freePort() : undefined;

  const imPort = await freePort();
  const imEnv = {
    ...options.env,
    ...options.imEnv,
    PORT: String(imPort),
    PARLEY_DATA_DIR: imDir,
    PARLEY_CHAT_SERVICE: 'off',
    ...(livekit ? { PARLEY_MEDIA_SERVER: 'off' } : {}),
    PARLEY_WEBHOOK_URL: `${url}/chat/openim-webhook/${webhookSecret}`,
  };
  const im = node('server/start.ts', imEnv, 'IM');
  children.add(im);
  const imURL = `http://127.0.0.1:${imPort}`;
  await answers(imURL, im, 'the embedded IM', 300_000);
  const livekitURL = `ws://127.0.0.1:${livekitPort ?? options.imEnv?.PARLEY_MEDIA_PORT ?? '7880'}`;

  const sharedSqlite = join(options.dataRoot, `apart-chat-${stamp}`);
  const copyEnv = (index: number, port: number): Record<string, string> => ({
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // On SQLite the copies share one file on this machine; on PostgreSQL each keeps only its own files.
    PARLEY_DATA_DIR: postgres ? join(options.dataRoot, `apart-copy-${index}-${stamp}`) : sharedSqlite,
    ...(postgres ? { PARLEY_CHAT_DATABASE_URL: postgres.url } : {}),
    PARLEY_IM_API_URL: `${imURL}/api`,
    PARLEY_CHAT_WEBHOOK_SECRET: webhookSecret,
    PARLEY_TRUST_PROXY: '127.0.0.1',
    LIVEKIT_URL: livekitURL,
    LIVEKIT_API_KEY: media.apiKey,
    LIVEKIT_API_SECRET: media.apiSecret,
    PARLEY_VAPID_PUBLIC_KEY: vapid.publicKey,
    PARLEY_VAPID_PRIVATE_KEY: vapid.privateKey,
    ...(options.webhookCrashDir ? { PARLEY_TEST_WEBHOOK_CRASH: options.webhookCrashDir } : {}),
  });
  const copies: RunningCopy[] = [];
  const startCopy = async (index: number, port: number) => {
    const child = node('server/chat-service-main.ts', copyEnv(index, port), `chat copy ${index}`);
    children.add(child);
    copies[index] = { url: `http://127.0.0.1:${port}`, port, pid: child.pid };
    child.once('exit', () => children.delete(child));
    await answers(copies[index].url, child, `chat copy ${index}`, 60_000);
  };
  // One at a time: on SQLite the first creates the schema the others then find.
  for (let index = 0; index < options.copies; index++) await startCopy(index, await freePort());

  // The tests' view of the topology, and a way to start a copy they killed again (never in a deployment): a small
  // server of its own, which the balancer reaches at /__topology in the tests' config only.
  const control: Server = createServer((request, response) => {
    const restart = /^\/__topology\/restart\/(\d+)$/.exec(request.url ?? '');
    const answer = () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...options.testView, im: { url: imURL, pid: im.pid }, copies }));
    };
    const copy = restart && copies[Number(restart[1])];
    if (!copy) answer();
    else
      void startCopy(Number(restart[1]), copy.port).then(answer, (error: Error) => {
        response.writeHead(500).end(error.message);
      });
  });
  const controlPort = await freePort();
  await new Promise<void>((done) => control.listen(controlPort, '127.0.0.1', done));
  const balancer = startBalancer(
    {
      port: options.port,
      chatCopies: copies.map((copy) => `127.0.0.1:${copy.port}`),
      im: `127.0.0.1:${imPort}`,
      control: `127.0.0.1:${controlPort}`,
      livekit: livekit && {
        port: livekitPort!,
        nodes: livekit.nodes.map((node) => `127.0.0.1:${node.port}`),
      },
    },
    imDir,
  );
  await answers(url, balancer.process, 'the balancer (HAProxy)', 30_000);

  const stop = async () => {
    await balancer.stop();
    const closed = new Promise((done) => control.close(done));
    control.closeAllConnections();
    await closed;
    await Promise.all(
      [...children].map(
        (child) =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    await livekit?.stop();
    postgres?.stop();
  };
  process.once('exit', () => {
    balancer.process.kill('SIGKILL');
    for (const child of children) child.kill('SIGKILL');
  });
  return {
    url,
    im: { url: imURL, port: imPort, pid: im.pid },
    copies,
    databaseURL: postgres?.url,
    livekit,
    livekitURL,
    stop,
  };
}
