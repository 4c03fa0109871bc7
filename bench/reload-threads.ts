/**
 * Which thread of the page's renderer does the work of a warm start (issue 28): a reader with N single chats signs
 * in and waits for the first sync; the page is reloaded once untraced (the first page's workers finish their writes),
 * then `runs` times under a Chromium trace, each from the reload to the SDK's login (`parley:sdk-ready`). For each
 * thread busy over 20 ms it prints its tasks' total time, its garbage collection and its task count, then the
 * functions the CPU profiler sampled most (self time) across the renderer's threads. It compares where the SDK's SQL
 * layer runs: in its own nested worker (as published) or beside the core in the SDK worker (docs/performance.md, "SQL beside the
 * core"); serve another build with PARLEY_CLIENT_DIR.
 *
 *   npx tsx bench/reload-threads.ts [conversations=2000] [runs=2]
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount } from '../e2e/support/session.ts';
import { signIn } from '../e2e/support/ui-session.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';
import { runConditions } from './support/summary.ts';
import type { TraceEvent } from './support/trace-tasks.ts';

const conversations = Number(process.argv[2] ?? 2000);
const runs = Number(process.argv[3] ?? 2);
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10509);
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'blink.user_timing',
  '__metadata',
  'disabled-by-default-v8.cpu_profiler',
];

interface ProfileData {
  startTime?: number;
  cpuProfile?: {
    nodes?: Array<{ id: number; callFrame: { functionName: string; url?: string; columnNumber: number } }>;
    samples?: number[];
  };
  timeDeltas?: number[];
}

const ms = (us: number) => Math.round(us / 1000);
const dataOf = (event: TraceEvent) => (event.args?.data ?? {}) as ProfileData;

/** Per thread of the renderer that marked `parley:sdk-ready`: busy time, GC and tasks from `from` µs to the mark. */
function threadsOf(events: TraceEvent[], from: number) {
  const ready = events.find((event) => event.name === 'parley:sdk-ready' && event.cat.includes('blink.user_timing'));
  if (!ready) throw new Error('no parley:sdk-ready mark in the trace');
  const { pid, ts: to } = ready;
  const names = new Map<number, string>();
  for (const event of events) {
    if (event.pid === pid && event.ph === 'M' && event.name === 'thread_name')
      names.set(event.tid, `${String(event.args?.name)} ${event.tid}`);
  }
  const threads = new Map<string, { busyMs: number; gcMs: number; tasks: number }>();
  for (const event of events) {
    if (event.pid !== pid || event.ph !== 'X' || event.ts < from || event.ts > to) continue;
    const name = names.get(event.tid) ?? String(event.tid);
    const row = threads.get(name) ?? { busyMs: 0, gcMs: 0, tasks: 0 };
    if (event.name === 'ThreadControllerImpl::RunTask') {
      row.busyMs += (event.dur ?? 0) / 1000;
      row.tasks += 1;
    }
    if (event.name === 'MinorGC' || event.name === 'MajorGC') row.gcMs += (event.dur ?? 0) / 1000;
    threads.set(name, row);
  }
  // Self time per function from the CPU profiler's samples, on every thread of the renderer.
  const profiles = new Map<string, { thread: string; ts: number }>();
  for (const event of events) {
    if (event.pid === pid && event.name === 'Profile')
      profiles.set(String(event.id), { thread: names.get(event.tid) ?? '', ts: dataOf(event).startTime ?? 0 });
  }
  const frames = new Map<string, string>();
  const self = new Map<string, number>();
  for (const event of events) {
    const profile = profiles.get(String(event.id));
    if (event.pid !== pid || event.name !== 'ProfileChunk' || !profile) continue;
    const data = dataOf(event);
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, columnNumber } = node.callFrame;
      const file = (url ?? '').replace(/^https?:\/\/[^/]+/, '');
      frames.set(`${event.id}:${node.id}`, `${functionName || '(anonymous)'} ${file}${file ? `:${columnNumber}` : ''}`);
    }
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      profile.ts += data.timeDeltas?.[i] ?? 0;
      if (profile.ts < from || profile.ts > to) return;
      const key = `${profile.thread}: ${frames.get(`${event.id}:${node}`) ?? '?'}`;
      self.set(key, (self.get(key) ?? 0) + (data.timeDeltas?.[i + 1] ?? 0));
    });
  }
  return {
    threads: Object.fromEntries(
      [...threads]
        .filter(([, row]) => row.busyMs > 20)
        .map(([name, row]) => [name, { busyMs: Math.round(row.busyMs), gcMs: Math.round(row.gcMs), tasks: row.tasks }]),
    ),
    selfMs: [...self]
      .filter(([key]) => !/\((idle|program)\)/.test(key))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([key, us]) => `${ms(us)} ms ${key}`),
  };
}

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const reader = await registerAccount(api, 'Reader');
  await seedSingleChats(api, reader.userID, conversations, { idSuffix: 's', nickname: 'Sender' });
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signIn(page, reader);
  await page.waitForFunction(() => performance.getEntriesByName('parley:sync-finished').length > 0, undefined, {
    timeout: 600_000,
    polling: 500,
  });
  const sdkReady = () =>
    page.waitForFunction(() => performance.getEntriesByName('parley:sdk-ready').length > 0, undefined, {
      timeout: 120_000,
      polling: 100,
    });
  // Untraced: the first page's workers may still be writing the sync when it goes.
  await page.reload({ waitUntil: 'commit' });
  await sdkReady();
  for (let run = 1; run <= runs; run++) {
    await page.waitForTimeout(1000);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.reload({ waitUntil: 'commit' });
    await sdkReady();
    const sdkReadyMs = await page.evaluate(() =>
      Math.round(performance.getEntriesByName('parley:sdk-ready')[0]!.startTime),
    );
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // From the reload's navigation (the new page's first mark less the time its page clock had run by then).
    const first = traceEvents.find(
      (event) => event.name === 'parley:core-compile-start' && event.cat.includes('blink.user_timing'),
    );
    const compileStartMs = await page.evaluate(() =>
      Math.round(performance.getEntriesByName('parley:core-compile-start')[0]?.startTime ?? 0),
    );
    const from = first ? first.ts - compileStartMs * 1000 : 0;
    console.log(
      JSON.stringify({ run, conversations, sdkReadyMs, ...threadsOf(traceEvents, from), ...runConditions() }),
    );
  }
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}
