/**
 * Message gateway load: N simulated SDK clients (gob + gzip + protobuf over WebSocket, no browser) against
 * a server of its own on loopback. Each run is bounded in messages and in time:
 * - direct, saturated: every client sends 1:1 messages to random peers, 4 in flight each: the most
 *   messages/s the server acknowledges (latency here is mostly queueing);
 * - direct, at a steady rate: send→push latency when the server is not saturated;
 * - direct at 5000/s: the latency target (p99 ≤ 100 ms at 5,000 offered messages/s);
 * - group: members of one group send into it at a steady rate, each message fanning out to every member.
 * Prints messages/s (acknowledged sends), pushes/s, p50/p99 send→push latency, the server's RSS, the CPU share
 * (percent of one core) of the server, of this load generator and of every other process on the machine, and the
 * server's CPU time per message. Where the machine allows, the server runs on core 0 and the generator on core 1
 * (support/process-cpu.ts).
 *
 *   npx tsx bench/gateway.ts [clients=1000] [messages=20000] [groupSize=100] [groupMessages=2000] [rate=2000]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PbCoder } from '@openim/protocol';
import { migrate, openDatabase } from '../server/db/database.ts';
import { completeMsgData, encodeMsgData } from '../server/protocol/protobuf.ts';
import { GatewayClient } from '../server/gateway/gateway-client.ts';
import { cpuMeter, pinning, rssMiB } from './support/process-cpu.ts';

/** The bench's own server is started with this secret; a server started without one makes a random one. */
const BENCH_ADMIN_SECRET = 'parley-bench-admin-secret';

const clientCount = Number(process.argv[2] ?? 1000);
const directMessages = Number(process.argv[3] ?? 20_000);
const groupSize = Math.min(Number(process.argv[4] ?? 100), clientCount);
const groupMessages = Number(process.argv[5] ?? 2000);
const steadyRate = Number(process.argv[6] ?? 2000);
const IN_FLIGHT_PER_CLIENT = 4;
const TARGET_RATE = 5000;
const RUN_LIMIT_MS = 60_000;
const port = 10290;
const origin = `http://127.0.0.1:${port}`;

const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-gateway-'));
const userIDs = Array.from({ length: clientCount }, (_, i) => `bench${i}`);

// The group is written before the server starts: the bench measures sending, not group management.
const seedDb = openDatabase(dataDir);
migrate(seedDb);
const now = Date.now();
seedDb
  .prepare(
    "INSERT INTO groups (group_id, group_name, owner_user_id, creator_user_id, create_time) VALUES ('benchgroup', 'Bench', 'bench0', 'bench0', ?)",
  )
  .run(now);
const addMember = seedDb.prepare(
  'INSERT INTO group_members (group_id, user_id, role_level, join_time) VALUES (?, ?, ?, ?)',
);
seedDb.transaction(() =>
  userIDs.slice(0, groupSize).forEach((id, i) => addMember.run('benchgroup', id, i === 0 ? 100 : 20, now + i)),
)();
seedDb.close();

const pins = pinning();
const nodeArgs = [
  ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  '--import',
  'tsx',
  'server/main.ts',
];
// taskset execs node in place, so server.pid is the server's own pid. No media server: the bench needs no calls.
const [command, ...args] = [...pins.serverPrefix, process.execPath, ...nodeArgs];
const server = spawn(command!, args, {
  env: {
    ...process.env,
    PARLEY_ADMIN_SECRET: BENCH_ADMIN_SECRET,
    PORT: String(port),
    PARLEY_DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    PARLEY_MEDIA_SERVER: 'off',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
pins.pinSelf();
console.log(JSON.stringify({ pinning: pins.description }));

async function waitForServer() {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function api<T>(path: string, body: unknown, token = ''): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', operationID: 'bench', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { errCode: number; errMsg: string; data: T };
  if (envelope.errCode !== 0) throw new Error(`${path}: ${envelope.errCode} ${envelope.errMsg}`);
  return envelope.data;
}

const serverRssMiB = () => rssMiB(server.pid!);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function message(sendID: string, target: { recvID?: string; groupID?: string }, sentAt: number, n: number): Uint8Array {
  return encodeMsgData(
    completeMsgData({
      sendID,
      recvID: target.recvID ?? '',
      groupID: target.groupID ?? '',
      clientMsgID: `${sendID}-${n}`,
      sessionType: target.groupID ? 3 : 1,
      msgFrom: 100,
      contentType: 101,
      senderPlatformID: 5,
      createTime: Date.now(),
      content: new TextEncoder().encode(JSON.stringify({ content: `bench ${n}` })),
      ex: String(sentAt),
    }),
  );
}

type Load = { inFlightPerSender: number } | { perSecond: number };

/** Runs `total` sends from `senders`, either closed-loop (a fixed number in flight) or at a steady rate. */
async function run(
  name: string,
  clients: GatewayClient[],
  senders: GatewayClient[],
  total: number,
  load: Load,
  targetOf: (sender: GatewayClient) => { recvID?: string; groupID?: string },
) {
  const latencies: number[] = [];
  let pushes = 0;
  const unsubscribe = clients.map((client) =>
    client.onPush((push) => {
      if (push.reqIdentifier !== 2001) return;
      const pushed = PbCoder.PushMessages.decode(push.data);
      for (const pull of Object.values(pushed.msgs)) {
        for (const msg of pull.Msgs) {
          if (msg.sendID === client.userID) continue;
          pushes++;
          latencies.push(performance.now() - Number(msg.ex));
        }
      }
    }),
  );
  let started = 0;
  let acked = 0;
  let failed = 0;
  const cpu = cpuMeter({ server: server.pid!, generator: process.pid });
  const begin = performance.now();
  const deadline = begin + RUN_LIMIT_MS;
  const sendOne = async (sender: GatewayClient) => {
    const n = started++;
    const response = await sender.request(1003, message(sender.userID, targetOf(sender), performance.now(), n));
    if (response.errCode === 0) acked++;
    else failed++;
  };
  if ('inFlightPerSender' in load) {
    await Promise.all(
      senders.flatMap((sender) =>
        Array.from({ length: load.inFlightPerSender }, async () => {
          while (started < total && performance.now() < deadline) await sendOne(sender);
        }),
      ),
    );
  } else {
    const inFlight: Array<Promise<void>> = [];
    // Owed by the clock, not by ticks counted: a late timer sends the backlog rather than lowering the rate.
    while (started < total && performance.now() < deadline) {
      const owed = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * load.perSecond));
      while (started < owed) inFlight.push(sendOne(senders[Math.floor(Math.random() * senders.length)]!));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inFlight);
  }
  const elapsedS = (performance.now() - begin) / 1000;
  const cpuPercent = cpu.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  unsubscribe.forEach((stop) => stop());
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      run: name,
      clients: clients.length,
      senders: senders.length,
      messages: acked,
      failed,
      seconds: Number(elapsedS.toFixed(2)),
      messagesPerSecond: Math.round(acked / elapsedS),
      pushesPerSecond: Math.round(pushes / elapsedS),
      p50LatencyMs: Number(percentile(latencies, 50).toFixed(1)),
      p99LatencyMs: Number(percentile(latencies, 99).toFixed(1)),
      serverCpuPercent: cpuPercent.server,
      // The server's CPU per acknowledged message: comparable across machines and unmoved by a busy neighbour.
      serverCpuMicrosPerMessage: Math.round(((cpuPercent.server! / 100) * elapsedS * 1e6) / Math.max(1, acked)),
      generatorCpuPercent: cpuPercent.generator,
      otherProcessesCpuPercent: cpuPercent.others,
      serverRssMiB: serverRssMiB(),
    }),
  );
}

const randomPeer = (clients: GatewayClient[]) => (sender: GatewayClient) => {
  let peer = sender;
  while (peer === sender) peer = clients[Math.floor(Math.random() * clients.length)]!;
  return { recvID: peer.userID };
};

try {
  await waitForServer();
  const { token: admin } = await api<{ token: string }>('/auth/get_admin_token', {
    secret: BENCH_ADMIN_SECRET,
    userID: 'imAdmin',
  });
  for (let i = 0; i < userIDs.length; i += 1000) {
    await api(
      '/user/user_register',
      { users: userIDs.slice(i, i + 1000).map((userID) => ({ userID, nickname: userID, faceURL: '' })) },
      admin,
    );
  }
  const clients: GatewayClient[] = [];
  for (const userID of userIDs) {
    const { token } = await api<{ token: string }>('/auth/get_user_token', { userID, platformID: 5 }, admin);
    clients.push(await GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, { userID, token, platformID: 5 }));
  }
  console.log(JSON.stringify({ connected: clients.length, serverRssMiB: serverRssMiB() }));

  await run(
    'direct, saturated',
    clients,
    clients,
    directMessages,
    { inFlightPerSender: IN_FLIGHT_PER_CLIENT },
    randomPeer(clients),
  );
  await run(
    `direct at ${steadyRate}/s`,
    clients,
    clients,
    Math.min(directMessages, steadyRate * 5),
    { perSecond: steadyRate },
    randomPeer(clients),
  );
  await run(
    `direct at ${TARGET_RATE}/s`,
    clients,
    clients,
    Math.min(directMessages, TARGET_RATE * 4),
    { perSecond: TARGET_RATE },
    randomPeer(clients),
  );
  const members = clients.slice(0, groupSize);
  const groupRate = Math.max(1, Math.round(steadyRate / 10));
  await run(
    `group of ${groupSize} at ${groupRate}/s`,
    clients,
    members,
    groupMessages,
    { perSecond: groupRate },
    () => ({
      groupID: 'benchgroup',
    }),
  );
  clients.forEach((client) => client.close());
} finally {
  server.kill('SIGTERM');
}
