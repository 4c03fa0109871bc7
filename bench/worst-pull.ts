/**
 * The worst pull one ordinary client may send, and what it does to everyone else. A server of its own (on a seeded data
 * directory) holds a "heavy" user with many chats full of messages. A probe pair sends a message every 100 ms and
 * measures send→push latency, first alone, then while the heavy client keeps asking, four requests in flight, for
 * everything it can: 1002 over every chat with the largest num, 1005 with long seq lists, 1006 for all its
 * conversations. Prints the probe's latency in both phases and the heavy replies' time and size.
 *
 *   npx tsx bench/worst-pull.ts [chats=200] [messagesPerChat=250] [seconds=10]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PbCoder } from '@openim/protocol';
import { migrate, openDatabase } from '../server/db/database.ts';
import { completeMsgData, encodeMsgData } from '../server/protocol/protobuf.ts';
import { GatewayClient } from '../server/gateway/gateway-client.ts';
import { MessageStore } from '../server/messaging/message-store.ts';
import { ConversationStore } from '../server/conversations/conversation-store.ts';
import { VersionLogs } from '../server/sync/version-log.ts';
import { UserStore } from '../server/users/users.ts';
import { TokenStore } from '../server/auth/tokens.ts';

const heavyMode = process.argv[2] === '--heavy';
const chats = Number((heavyMode ? process.env.HEAVY_CHATS : process.argv[2]) ?? 200);
const messagesPerChat = Number((heavyMode ? undefined : process.argv[3]) ?? 250);
const heavySeconds = Number((heavyMode ? process.argv[3] : process.argv[4]) ?? 10);
const port = 10291;
const origin = `http://127.0.0.1:${port}`;
const gateway = `ws://127.0.0.1:${port}/msg_gateway`;
const conversationIDs = Array.from({ length: chats }, (_, i) => `si_heavy_peer${String(i).padStart(4, '0')}`);

/** Seeds straight into the database (the bench measures pulls, not sends); returns the three logins. */
function seed(dataDir: string) {
  const db = openDatabase(dataDir);
  migrate(db);
  const peers = conversationIDs.map((id) => id.slice('si_heavy_'.length));
  const users = new UserStore(db);
  users.register(['heavy', 'probeA', 'probeB', ...peers].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
  const tokens = new TokenStore(db, 86_400_000);
  const login = (userID: string) => ({ userID, platformID: 5, token: tokens.issue(userID, 5).token });
  const logins = { heavy: login('heavy'), probeA: login('probeA'), probeB: login('probeB') };
  const store = new MessageStore(db);
  const conversations = new ConversationStore(db, new VersionLogs(db));
  const text = new TextEncoder().encode(JSON.stringify({ content: 'x'.repeat(1000) }));
  db.transaction(() => {
    conversationIDs.forEach((conversationID, index) => {
      conversations.ensure('heavy', { conversationID, conversationType: 1, userID: peers[index]!, groupID: '' });
      for (let n = 0; n < messagesPerChat; n++) {
        store.append(
          conversationID,
          completeMsgData({
            sendID: peers[index]!,
            recvID: 'heavy',
            clientMsgID: `${conversationID}-${n}`,
            sessionType: 1,
            msgFrom: 100,
            contentType: 101,
            content: text,
            sendTime: Date.now(),
          }),
        );
      }
    });
  })();
  db.close();
  return logins;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const round = (value: number) => Number(value.toFixed(1));

/**
 * Sends probeA → probeB every 100 ms for `seconds`, then waits up to 30 s for the pushes still owed; returns the
 * send→push latencies, with any push that never came counted as 30 s late.
 */
async function probe(sender: GatewayClient, receiver: GatewayClient, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const stop = receiver.onPush((push) => {
    if (push.reqIdentifier !== 2001) return;
    for (const pull of Object.values(PbCoder.PushMessages.decode(push.data).msgs)) {
      for (const msg of pull.Msgs) latencies.push(performance.now() - Number(msg.ex));
    }
  });
  const end = performance.now() + seconds * 1000;
  let sent = 0;
  for (let n = 0; performance.now() < end; n++, sent++) {
    const msg = completeMsgData({
      sendID: 'probeA',
      recvID: 'probeB',
      clientMsgID: `probe-${seconds}-${n}-${Date.now()}`,
      sessionType: 1,
      msgFrom: 100,
      contentType: 101,
      senderPlatformID: 5,
      content: new TextEncoder().encode(JSON.stringify({ content: 'ping' })),
      ex: String(performance.now()),
    });
    sender.request(1003, encodeMsgData(msg), 60_000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const giveUp = performance.now() + 30_000;
  while (latencies.length < sent && performance.now() < giveUp) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  while (latencies.length < sent) latencies.push(30_000);
  return latencies.sort((a, b) => a - b);
}

/** The heaviest requests a client may legally send, round-robin. */
function heavyRequests(): Array<[number, Uint8Array]> {
  return [
    [
      1002,
      PbCoder.PullMessageBySeqsReq.encode({
        userID: 'heavy',
        seqRanges: conversationIDs.map((conversationID) => ({
          conversationID,
          begin: 1,
          end: 1_000_000,
          num: 1_000_000,
        })),
        order: 0,
      }).finish(),
    ],
    [
      1005,
      PbCoder.GetSeqMessageReq.encode({
        userID: 'heavy',
        conversations: conversationIDs.map((conversationID) => ({
          conversationID,
          seqs: Array.from({ length: 1000 }, (_, i) => i + 1),
        })),
      }).finish(),
    ],
    [1006, PbCoder.GetConversationsHasReadAndMaxSeqReq.encode({ userID: 'heavy', conversationIDs: [] }).finish()],
  ];
}

/**
 * The heavy client, in a process of its own so that decoding its huge replies does not delay the probe's clock: four
 * requests in flight for `heavySeconds`, then a summary line on stdout.
 */
async function heavyMain(): Promise<void> {
  const heavy = await GatewayClient.connect(gateway, {
    userID: 'heavy',
    platformID: 5,
    token: process.env.HEAVY_TOKEN!,
  });
  const requests = heavyRequests();
  const replies: Array<{ reqIdentifier: number; ms: number; bytes: number; errCode: number }> = [];
  const sent: Record<number, number> = {};
  const end = performance.now() + heavySeconds * 1000;
  const loop = async (offset: number) => {
    for (let n = offset; performance.now() < end; n++) {
      const [reqIdentifier, data] = requests[n % requests.length]!;
      const sentAt = performance.now();
      sent[reqIdentifier] = (sent[reqIdentifier] ?? 0) + 1;
      const reply = await heavy.request(reqIdentifier, data, 600_000);
      replies.push({
        reqIdentifier,
        ms: performance.now() - sentAt,
        bytes: reply.data.byteLength,
        errCode: reply.errCode,
      });
    }
  };
  // Requests still running at the end are not waited for: without limits one can take minutes.
  const loops = [0, 1, 2, 3].map(loop);
  await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, heavySeconds * 1000 + 5000))]);
  for (const reqIdentifier of [1002, 1005, 1006]) {
    const mine = replies.filter((reply) => reply.reqIdentifier === reqIdentifier);
    const times = mine.map((reply) => reply.ms).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        heavyRequest: reqIdentifier,
        sent: sent[reqIdentifier] ?? 0,
        answered: mine.length,
        errCodes: [...new Set(mine.map((reply) => reply.errCode))],
        p50Ms: round(percentile(times, 50)),
        maxMs: round(times.at(-1) ?? Number.NaN),
        maxReplyKiB: Math.round(Math.max(0, ...mine.map((reply) => reply.bytes)) / 1024),
      }),
    );
  }
  process.exit(0);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-pull-'));
  const logins = seed(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), PARLEY_DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  try {
    await waitForServer();
    const probeA = await GatewayClient.connect(gateway, logins.probeA);
    const probeB = await GatewayClient.connect(gateway, logins.probeB);
    await probe(probeA, probeB, 1); // warm-up
    const alone = await probe(probeA, probeB, 3);

    const heavy = spawn(process.execPath, ['--import', 'tsx', 'bench/worst-pull.ts', '--heavy', String(heavySeconds)], {
      env: { ...process.env, HEAVY_TOKEN: logins.heavy.token, HEAVY_CHATS: String(chats) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let heavyOutput = '';
    heavy.stdout.on('data', (chunk) => (heavyOutput += String(chunk)));
    const heavyDone = new Promise((resolve) => heavy.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // its start-up
    const underLoad = await probe(probeA, probeB, heavySeconds - 2);
    await heavyDone;

    const summary = (latencies: number[]) => ({
      samples: latencies.length,
      undeliveredIn30s: latencies.filter((latency) => latency >= 30_000).length,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? Number.NaN),
    });
    console.log(
      JSON.stringify({ chats, messagesPerChat, probeAlone: summary(alone), probeDuringHeavy: summary(underLoad) }),
    );
    process.stdout.write(heavyOutput);
    probeA.close();
    probeB.close();
  } finally {
    // SIGKILL: a server busy with a huge reply would not get to its SIGTERM handler before the bench exits.
    server.kill('SIGKILL');
    process.exit(0);
  }
}

if (heavyMode) await heavyMain();
else await main();
