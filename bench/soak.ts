/**
 * A day under load, compressed (issue 29, item 5): N simulated SDK clients chat, reconnect and upload at a steady
 * rate against a server of its own for M minutes, bounded in time and in count. Every minute it prints the server's
 * memory (RSS, heap), its event-loop delay (p99, from /metrics), the p99 of send → acknowledged and send → pushed
 * to the peer, and the data directory's growth. At the end it checks, in the server's own database, that every
 * acknowledged message is stored, and that every finished upload is served whole.
 *
 *   npx tsx bench/soak.ts [clients=200] [minutes=30] [messagesPerClientPerMinute=6] [uploadsPerMinute=30]
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PbCoder } from '@openim/protocol';
import { completeMsgData, encodeMsgData } from '../server/protocol/protobuf.ts';
import { GatewayClient } from '../server/gateway/gateway-client.ts';

/** The bench's own server is started with this secret; a server started without one makes a random one. */
const BENCH_ADMIN_SECRET = 'parley-bench-admin-secret';

const clientCount = Number(process.argv[2] ?? 200);
const minutes = Math.min(Number(process.argv[3] ?? 30), 240);
const perClientPerMinute = Number(process.argv[4] ?? 6);
const uploadsPerMinute = Number(process.argv[5] ?? 30);
/** On average a client drops its connection and comes back this often, as phones and laptops do. */
const RECONNECT_EVERY_MS = 10 * 60_000;
const UPLOAD_BYTES = { min: 16 * 1024, max: 512 * 1024 };
const port = 10291;
const metricsPort = 10292;
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-soak-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    PARLEY_DATA_DIR: dataDir,
    PARLEY_ADMIN_SECRET: BENCH_ADMIN_SECRET,
    LOG_LEVEL: 'error',
    PARLEY_MEDIA_SERVER: 'off',
    PARLEY_METRICS_PORT: String(metricsPort),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.once('exit', stopServer);

async function api<T>(path: string, body: unknown, token = ''): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', operationID: 'soak', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { errCode: number; errMsg: string; data: T };
  if (envelope.errCode !== 0) throw new Error(`${path}: ${envelope.errCode} ${envelope.errMsg}`);
  return envelope.data;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!.toFixed(1))
    : null;
};

function diskBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? diskBytes(path) : (statSync(path, { throwIfNoEntry: false })?.size ?? 0);
  }
  return total;
}

async function scrape(): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const value = (series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.split(' ')[1],
    );
  return {
    rssMiB: Math.round(value('parley_process_process_resident_memory_bytes') / 2 ** 20),
    heapUsedMiB: Math.round(value('parley_process_nodejs_heap_size_used_bytes') / 2 ** 20),
    eventLoopP99Ms: Number((value('parley_process_nodejs_eventloop_lag_p99_seconds') * 1000).toFixed(1)),
    connections: value('parley_gateway_connections'),
  };
}

interface Client {
  userID: string;
  token: string;
  session: GatewayClient | null;
}

const acknowledged = new Set<string>();
const uploaded: Array<{ url: string; size: number }> = [];
let minute = { sends: 0, failures: 0, ackMs: [] as number[], pushMs: [] as number[], reconnects: 0, uploads: 0 };
let sequence = 0;

async function connect(client: Client) {
  const session = await GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, {
    userID: client.userID,
    token: client.token,
    platformID: 5,
  });
  session.onPush((push) => {
    if (push.reqIdentifier !== 2001) return;
    for (const pull of Object.values(PbCoder.PushMessages.decode(push.data).msgs)) {
      for (const msg of pull.Msgs) if (msg.sendID !== client.userID) minute.pushMs.push(Date.now() - Number(msg.ex));
    }
  });
  client.session = session;
}

async function send(clients: Client[], sender: Client) {
  if (!sender.session) return;
  let peer = sender;
  while (peer === sender) peer = clients[Math.floor(Math.random() * clients.length)]!;
  const clientMsgID = `soak-${sequence++}`;
  const sentAt = Date.now();
  const frame = encodeMsgData(
    completeMsgData({
      sendID: sender.userID,
      recvID: peer.userID,
      clientMsgID,
      sessionType: 1,
      msgFrom: 100,
      contentType: 101,
      senderPlatformID: 5,
      createTime: sentAt,
      content: new TextEncoder().encode(JSON.stringify({ content: `soak ${clientMsgID}` })),
      ex: String(sentAt),
    }),
  );
  minute.sends++;
  try {
    const { errCode } = await sender.session.request(1003, frame);
    if (errCode !== 0) throw new Error(String(errCode));
    acknowledged.add(clientMsgID);
    minute.ackMs.push(Date.now() - sentAt);
  } catch {
    minute.failures++;
  }
}

async function reconnect(client: Client) {
  client.session?.close();
  client.session = null;
  minute.reconnects++;
  await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 2000));
  await connect(client);
}

/** The SDK's multipart upload: initiate, put each part, complete with the parts' md5s. */
async function upload(client: Client) {
  const size = UPLOAD_BYTES.min + Math.floor(Math.random() * (UPLOAD_BYTES.max - UPLOAD_BYTES.min));
  const bytes = randomBytes(size);
  const partSize = 256 * 1024;
  const parts = Array.from({ length: Math.ceil(size / partSize) }, (_, i) =>
    bytes.subarray(i * partSize, (i + 1) * partSize),
  );
  const partMd5s = parts.map((part) => createHash('md5').update(part).digest('hex'));
  const hash = createHash('md5').update(partMd5s.join(',')).digest('hex');
  const name = `${client.userID}/soak-${sequence++}.bin`;
  const contentType = 'application/octet-stream';
  const started = await api<{
    url: string;
    upload: { uploadID: string; sign: { parts: Array<{ url: string }> } } | null;
  }>(
    '/object/initiate_multipart_upload',
    { hash, size, partSize, maxParts: parts.length, cause: 'soak', name, contentType },
    client.token,
  );
  let url = started.url;
  if (started.upload) {
    for (const [index, part] of parts.entries()) {
      const response = await fetch(started.upload.sign.parts[index]!.url, { method: 'PUT', body: part });
      if (!response.ok) throw new Error(`part ${index + 1}: ${response.status}`);
    }
    ({ url } = await api<{ url: string }>(
      '/object/complete_multipart_upload',
      { uploadID: started.upload.uploadID, parts: partMd5s, name, contentType, cause: 'soak' },
      client.token,
    ));
  }
  uploaded.push({ url, size });
  minute.uploads++;
}

try {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 300) throw new Error('server did not start');
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { token: admin } = await api<{ token: string }>('/auth/get_admin_token', {
    secret: BENCH_ADMIN_SECRET,
    userID: 'imAdmin',
  });
  const clients: Client[] = Array.from({ length: clientCount }, (_, i) => ({
    userID: `soak${i}`,
    token: '',
    session: null,
  }));
  await api(
    '/user/user_register',
    { users: clients.map(({ userID }) => ({ userID, nickname: userID, faceURL: '' })) },
    admin,
  );
  for (const client of clients) {
    client.token = (
      await api<{ token: string }>('/auth/get_user_token', { userID: client.userID, platformID: 5 }, admin)
    ).token;
    await connect(client);
  }
  const startDisk = diskBytes(dataDir);
  console.log(JSON.stringify({ clients: clientCount, minutes, perClientPerMinute, uploadsPerMinute, dataDir }));

  const begin = Date.now();
  const end = begin + minutes * 60_000;
  const work: Array<Promise<unknown>> = [];
  const everySecond = setInterval(() => {
    if (Date.now() >= end) return;
    const sendsPerSecond = (clientCount * perClientPerMinute) / 60;
    for (let n = Math.floor(sendsPerSecond + Math.random()); n > 0; n--) {
      work.push(send(clients, clients[Math.floor(Math.random() * clientCount)]!));
    }
    for (let n = Math.floor(clientCount / (RECONNECT_EVERY_MS / 1000) + Math.random()); n > 0; n--) {
      work.push(reconnect(clients[Math.floor(Math.random() * clientCount)]!));
    }
    if (Math.random() < uploadsPerMinute / 60) {
      work.push(
        upload(clients[Math.floor(Math.random() * clientCount)]!).catch((error: Error) => console.error(error.message)),
      );
    }
    if (work.length > 10_000) work.splice(0, 5_000);
  }, 1000);

  for (let elapsed = 1; elapsed <= minutes; elapsed++) {
    await new Promise((resolve) => setTimeout(resolve, begin + elapsed * 60_000 - Date.now()));
    const report = minute;
    minute = { sends: 0, failures: 0, ackMs: [], pushMs: [], reconnects: 0, uploads: 0 };
    console.log(
      JSON.stringify({
        minute: elapsed,
        ...(await scrape()),
        sends: report.sends,
        failures: report.failures,
        p99AckMs: p99(report.ackMs),
        p99PushMs: p99(report.pushMs),
        reconnects: report.reconnects,
        uploads: report.uploads,
        diskGrowthMiB: Number(((diskBytes(dataDir) - startDisk) / 2 ** 20).toFixed(1)),
      }),
    );
  }
  clearInterval(everySecond);
  // A request cut by a reconnect may never be answered: wait for the rest, but not for ever.
  await Promise.race([Promise.allSettled(work), new Promise((resolve) => setTimeout(resolve, 30_000))]);
  clients.forEach((client) => client.session?.close());

  // Nothing lost: every acknowledged message is in the database, and every finished upload is served whole.
  const db = new Database(join(dataDir, 'parley.sqlite'), { readonly: true });
  const stored = new Set(
    db.prepare("SELECT client_msg_id FROM messages WHERE client_msg_id LIKE 'soak-%'").pluck().all() as string[],
  );
  db.close();
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  let brokenUploads = 0;
  for (const { url, size } of uploaded) {
    const response = await fetch(url);
    if (!response.ok || (await response.arrayBuffer()).byteLength !== size) brokenUploads++;
  }
  console.log(
    JSON.stringify({
      acknowledged: acknowledged.size,
      stored: stored.size,
      missing: missing.length,
      uploads: uploaded.length,
      brokenUploads,
      verdict: missing.length === 0 && brokenUploads === 0 ? 'nothing lost' : 'LOST DATA',
    }),
  );
  if (missing.length > 0 || brokenUploads > 0) process.exitCode = 1;
} finally {
  stopServer();
}
