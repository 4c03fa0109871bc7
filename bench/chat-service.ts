/**
 * Chat-service throughput (docs/past-one-machine.md): sign-ins per second and moment-feed pages per second, with
 * the chat service apart from IM (the embedded server with PARLEY_CHAT_SERVICE=off, reached over HTTP and webhooks),
 * in three set-ups: one copy on SQLite, one copy on PostgreSQL, two copies on PostgreSQL behind HAProxy
 * (deploy/haproxy.cfg). Each set-up starts afresh (server/ops/chat-topology.ts), PostgreSQL included, and is stopped after.
 *
 *   npx tsx bench/chat-service.ts [seconds=5] [concurrency=8] [users=20] [set-ups=sqlite,postgres,two] [moments=100,100000]
 *
 * Feed pages are measured at each total of moments in the database (the seeded ones, then topped up by
 * support/moment-filler.ts): a page must cost the same with a company's whole history behind it. Each total is
 * measured twice: the first page, and the page after a cursor half-way down the history (keyset paging, issue 42).
 *
 * On the shared 2-core machine every process (IM, copies, PostgreSQL, this load) shares two cores: the figures
 * compare the set-ups with each other, not with a deployment where each copy has machines of its own.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startTopology } from '../server/ops/chat-topology.ts';
import { cursorAt, fillMoments } from './support/moment-filler.ts';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 8);
const userCount = Number(process.argv[4] ?? 20);
const setUps = (process.argv[5] ?? 'sqlite,postgres,two').split(',');
const momentTotals = (process.argv[6] ?? '100,100000').split(',').map(Number);
const PASSWORD = createHash('md5').update('bench1234').digest('hex');
const ADMIN_SECRET = 'parley-bench-admin-secret';

interface Session {
  userID: string;
  imToken: string;
  chatToken: string;
}

async function post<T>(url: string, body: unknown, token = ''): Promise<{ errCode: number; data?: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', operationID: `bench-${Date.now()}`, ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { errCode: number; data?: T };
}

/** Registers the users, makes each the friend of the next, and has each post a few moments. */
async function seed(origin: string): Promise<{ phones: string[]; sessions: Session[] }> {
  const phones: string[] = [];
  const sessions: Session[] = [];
  const base = Date.now() % 1e6;
  for (let i = 0; i < userCount; i++) {
    const phoneNumber = `137${String(base).padStart(6, '0')}${String(i).padStart(2, '0')}`.slice(0, 11);
    const registered = await post<Session>(`${origin}/chat/account/register`, {
      verifyCode: '666666',
      platform: 5,
      autoLogin: true,
      user: { nickname: `Bench ${i}`, password: PASSWORD, areaCode: '+86', phoneNumber },
    });
    if (registered.errCode !== 0) throw new Error(`register: ${registered.errCode}`);
    phones.push(phoneNumber);
    sessions.push(registered.data!);
  }
  for (let i = 0; i < userCount; i++) {
    const [a, b] = [sessions[i]!, sessions[(i + 1) % userCount]!];
    await post(`${origin}/api/friend/add_friend`, { fromUserID: a.userID, toUserID: b.userID, reqMsg: '' }, a.imToken);
    await post(
      `${origin}/api/friend/add_friend_response`,
      { fromUserID: a.userID, toUserID: b.userID, handleResult: 1, handleMsg: '' },
      b.imToken,
    );
    for (let m = 0; m < 5; m++)
      await post(
        `${origin}/chat/office/work_moment/add`,
        { content: { text: `moment ${m} of ${i}`, metas: [] }, permission: 0 },
        a.chatToken,
      );
  }
  return { phones, sessions };
}

/** Keeps `concurrency` requests in flight for `seconds`; counts the answers with errCode 0, and their p95 in ms. */
async function rate(
  call: (i: number) => Promise<{ errCode: number }>,
): Promise<{ perSecond: number; failed: number; p95: number }> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  let next = 0;
  const times: number[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const sent = performance.now();
        const answer = await call(next++).catch(() => ({ errCode: -1 }));
        times.push(performance.now() - sent);
        if (answer.errCode === 0) done++;
        else failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
  return { perSecond: done / ((Date.now() - started) / 1000), failed, p95 };
}

/** Ends the one copy and starts it again on its data, through the topology's control routes. */
async function reopenCopy(topology: Awaited<ReturnType<typeof startTopology>>) {
  const copy = topology.copies[0]!;
  process.kill(copy.pid!, 'SIGTERM');
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${copy.url}/healthz`).then(
      () => true,
      () => false,
    );
    if (!up) break;
    if (tries > 100) throw new Error('the chat copy did not stop');
    await new Promise((done) => setTimeout(done, 100));
  }
  const restarted = await fetch(`${topology.url}/__topology/restart/0`);
  if (!restarted.ok) throw new Error(`the chat copy did not start again: ${await restarted.text()}`);
}

async function measure(name: string, copies: number, database: 'sqlite' | 'postgres') {
  const dataRoot = mkdtempSync(join(tmpdir(), 'parley-bench-chat-'));
  const topology = await startTopology({
    port: await freePort(),
    copies,
    database,
    dataRoot,
    env: {
      LOG_LEVEL: 'error',
      PARLEY_SUPER_CODE: '666666',
      PARLEY_ADMIN_SECRET: ADMIN_SECRET,
      PARLEY_LOGIN_LIMIT_PER_IP: '1000000',
      PARLEY_CODE_SEND_LIMIT_PER_IP: '1000000',
      PARLEY_MEDIA_SERVER: 'off',
    },
  });
  try {
    // One copy: straight to it. Two: through the proxy, which is what spreads the load.
    const origin = copies === 1 ? topology.copies[0]!.url : topology.url;
    const imOrigin = topology.url;
    const { phones, sessions } = await seed(imOrigin);
    const signIns = await rate((i) =>
      post(`${origin}/chat/account/login`, {
        areaCode: '+86',
        phoneNumber: phones[i % phones.length],
        password: PASSWORD,
        platform: 5,
      }),
    );
    console.log(
      `${name.padEnd(34)} ${signIns.perSecond.toFixed(0).padStart(8)} sign-ins/s` +
        ` p95 ${signIns.p95.toFixed(0)} ms  load ${loadavg()[0]!.toFixed(1)}` +
        (signIns.failed ? `  (${signIns.failed} failed)` : ''),
    );
    for (const total of momentTotals) {
      await fillMoments(
        { databaseURL: topology.databaseURL, dataRoot },
        sessions.map((s) => s.userID),
        total,
      );
      // A server that grew to this size over months has its SQLite planner's statistics, which the copy gathers at
      // open and every hour (chat-database.ts): the copy opens the filled database afresh, as after that hour.
      if (database === 'sqlite') await reopenCopy(topology);
      // The first page, and a page half-way down the history after its cursor (as Parley's client scrolls on).
      const deep = await cursorAt({ databaseURL: topology.databaseURL, dataRoot }, Math.floor(total / 2));
      for (const [which, extra] of [
        ['first page', {}],
        ['deep page, cursor', { cursor: deep }],
      ] as const) {
        const page = (i: number) =>
          post<{ workMoments: unknown[] }>(
            `${origin}/chat/office/work_moment/find/recv`,
            { pagination: { pageNumber: 1, showNumber: 20 }, ...extra },
            sessions[i % sessions.length]!.chatToken,
          );
        // How full the pages are (a small history leaves the deep one short), so that the rates compare like with like.
        const sizes = await Promise.all(sessions.map(async (_, i) => (await page(i)).data?.workMoments.length ?? 0));
        const feeds = await rate(page);
        console.log(
          `${`  ${total} moments, ${which}`.padEnd(34)} ${feeds.perSecond.toFixed(0).padStart(8)} feed pages/s` +
            ` p95 ${feeds.p95.toFixed(0)} ms  load ${loadavg()[0]!.toFixed(1)}` +
            `  ${(sizes.reduce((a, b) => a + b, 0) / sizes.length).toFixed(1)} moments a page` +
            (feeds.failed ? `  (${feeds.failed} failed)` : ''),
        );
      }
    }
  } finally {
    await topology.stop();
  }
}

console.log(`chat service, ${concurrency} requests in flight, ${seconds} s each, ${userCount} users`);
if (setUps.includes('sqlite')) await measure('1 copy, SQLite', 1, 'sqlite');
if (setUps.includes('postgres')) await measure('1 copy, PostgreSQL', 1, 'postgres');
if (setUps.includes('two')) await measure('2 copies, PostgreSQL, HAProxy', 2, 'postgres');
process.exit(0);
