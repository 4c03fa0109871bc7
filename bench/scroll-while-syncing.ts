/**
 * Scrolling the conversation list while the SDK's first sync runs (issue 28's 60 fps row, for the list): a reader
 * with N single chats signs in on a fresh context; as soon as the first row paints, the list is scrolled by 120 px a
 * frame (down, and back up at the end) for `seconds`, driven by requestAnimationFrame as a steady scroll is. Prints
 * the frame times (p50, p95, max), how many frames ran before the first sync finished (`parley:sync-finished`), and
 * whether it was still running when the scroll ended: only frames taken while syncing answer the row. Ends with the
 * median and spread of each figure.
 *
 * With `--chat=M`, the reader also has one chat of M messages (10,000 for issue 28's row), sent last so that it tops
 * the list; it is opened as soon as the first row paints and its history is scrolled up by 120 px a frame instead
 * (its older pages load as the top nears, as a reader scrolling back sees them), while the SDK syncs the N others.
 *
 * With `trace`, the scroll runs under a Chromium trace and each main-thread task over 16 ms while it ran is printed
 * (its timeline events and hottest functions, as bench/sign-in-trace.ts does): what fills the long frames.
 *
 *   npx tsx bench/scroll-while-syncing.ts [conversations=2000] [runs=3] [seconds=4] [trace [keep-trace-dir]] [--chat=M]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, request as playwrightRequest, type Browser } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount, TEST_PASSWORD } from '../e2e/support/session.ts';
import { summarise } from './support/summary.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';
import { adminToken, imCall } from '../e2e/support/im-admin.ts';
import { longTasksIn, TRACE_CATEGORIES } from './support/trace-tasks.ts';

const chatFlag = process.argv.find((arg) => arg.startsWith('--chat='));
const chatMessages = chatFlag ? Number(chatFlag.slice('--chat='.length)) : 0;
const args = process.argv.slice(2).filter((arg) => arg !== chatFlag);
const conversations = Number(args[0] ?? 2000);
const runs = Number(args[1] ?? 3);
const seconds = Number(args[2] ?? 4);
const traced = args[3] === 'trace';
const keepTraces = args[4];
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10509);

/** CPU ms a process (or with `tid`, one of its threads) has used so far: utime + stime in /proc, 100 ticks a second. */
function cpuMs(pid: number, tid?: number): number {
  try {
    const stat = readFileSync(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // a process that ended meanwhile
  }
}

/**
 * CPU ms used so far by the renderers' main threads (a thread's tid is its process's pid), by the renderers whole
 * (their workers: the SDK's core and its SQL worker, and raster threads) and by the GPU process. Frame times on a
 * shared machine swing with the other processes; the page's own work per frame much less.
 */
async function cpuSplit(browser: Browser) {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number }>;
  };
  await session.detach();
  const renderers = processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
  const gpu = processInfo.filter((process) => process.type === 'GPU').map((process) => process.id);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  // The renderers' threads by name (DedicatedWorker: the SDK's core and its SQL worker; CompositorTileW: raster).
  const threads = new Map<string, number>();
  const read = (read: () => string | string[]) => {
    try {
      return read();
    } catch {
      return undefined; // a thread or process that ended meanwhile
    }
  };
  for (const pid of renderers)
    for (const tid of (read(() => readdirSync(`/proc/${pid}/task`)) as string[] | undefined) ?? []) {
      const name = read(() => readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()) as string | undefined;
      if (name) threads.set(name, (threads.get(name) ?? 0) + cpuMs(pid, Number(tid)));
    }
  return {
    threads,
    main: sum(renderers.map((pid) => cpuMs(pid, pid))),
    renderers: sum(renderers.map((pid) => cpuMs(pid))),
    gpu: sum(gpu.map((pid) => cpuMs(pid))),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const results = [];
  const admin = chatMessages ? await adminToken(api) : '';
  /** One sender's `chatMessages` texts to the reader, 20 in flight: "Note 1" … "Note M". */
  const seedLongChat = async (readerID: string, senderID: string) => {
    await imCall(
      api,
      '/user/user_register',
      { users: [{ userID: senderID, nickname: 'Archive', faceURL: '' }] },
      admin,
    );
    for (let start = 1; start <= chatMessages; start += 20)
      await Promise.all(
        Array.from({ length: Math.min(20, chatMessages - start + 1) }, (_, i) =>
          imCall(
            api,
            '/msg/send_msg',
            {
              sendID: senderID,
              recvID: readerID,
              senderNickname: 'Archive',
              contentType: 101,
              sessionType: 1,
              content: { content: `Note ${start + i}` },
            },
            admin,
          ),
        ),
      );
  };
  for (let run = 0; run < runs; run++) {
    // A reader of their own each run: a first sign-in is a first sync.
    const reader = await registerAccount(api, 'Reader');
    await seedSingleChats(api, reader.userID, conversations, { idSuffix: `w${run}`, nickname: 'Sender' });
    if (chatMessages) await seedLongChat(reader.userID, `archive${run}${Date.now()}`);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Phone number').fill(reader.phoneNumber);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => document.querySelector('.conversation-item') !== null, undefined, {
      polling: 'raf',
      timeout: 120_000,
    });
    if (chatMessages) {
      await page
        .getByRole('link', { name: /Archive/ })
        .first()
        .click();
      await page.getByRole('log', { name: 'Messages' }).getByText(`Note ${chatMessages}`, { exact: true }).waitFor();
    }
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const cpuBefore = await cpuSplit(browser);
    // In the page as a string: tsx names the functions of a bench's own code with a helper the page does not have.
    const frames = (await page.evaluate(`new Promise((resolve) => {
      let scroller = document.querySelector(${JSON.stringify(chatMessages ? '[role=log]' : '.conversation-item')});
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
      if (!scroller) throw new Error('no scrolling list');
      const deltas = [];
      let step = ${chatMessages ? -120 : 120};
      let start = 0;
      let last = 0;
      performance.mark('bench:scroll-start');
      requestAnimationFrame((first) => {
        start = last = first;
        requestAnimationFrame(function frame(now) {
          const syncing = performance.getEntriesByName('parley:sync-finished').length === 0;
          deltas.push({ ms: now - last, syncing });
          last = now;
          const max = scroller.scrollHeight - scroller.clientHeight;
          if (scroller.scrollTop + step > max || scroller.scrollTop + step < 0) step = -step;
          scroller.scrollTop += step;
          if (now - start < ${seconds * 1000}) requestAnimationFrame(frame);
          else {
            performance.mark('bench:scroll-end');
            resolve({ deltas, syncingAtEnd: performance.getEntriesByName('parley:sync-finished').length === 0 });
          }
        });
      });
    })`)) as { deltas: Array<{ ms: number; syncing: boolean }>; syncingAtEnd: boolean };
    const cpuAfter = await cpuSplit(browser);
    const whileSyncing = frames.deltas
      .filter((d) => d.syncing)
      .map((d) => d.ms)
      .sort((a, b) => a - b);
    const all = frames.deltas.map((d) => d.ms).sort((a, b) => a - b);
    const result = {
      frames: all.length,
      framesWhileSyncing: whileSyncing.length,
      syncingAtEnd: frames.syncingAtEnd,
      p50WhileSyncingMs: whileSyncing.length ? Math.round(percentile(whileSyncing, 0.5) * 10) / 10 : null,
      p95WhileSyncingMs: whileSyncing.length ? Math.round(percentile(whileSyncing, 0.95) * 10) / 10 : null,
      maxWhileSyncingMs: whileSyncing.length ? Math.round(whileSyncing.at(-1)! * 10) / 10 : null,
      p95AllMs: Math.round(percentile(all, 0.95) * 10) / 10,
      // CPU over the scroll per frame drawn (10 ms clock ticks: ±0.1 ms at 200 frames): the page's main thread, its
      // whole renderer (with the SDK's workers), the GPU process.
      mainCpuMsPerFrame: Math.round(((cpuAfter.main - cpuBefore.main) / all.length) * 10) / 10,
      rendererCpuMsPerFrame: Math.round(((cpuAfter.renderers - cpuBefore.renderers) / all.length) * 10) / 10,
      gpuCpuMsPerFrame: Math.round(((cpuAfter.gpu - cpuBefore.gpu) / all.length) * 10) / 10,
      // The renderers' busiest threads over the scroll, CPU ms per frame.
      threadCpuMsPerFrame: Object.fromEntries(
        [...cpuAfter.threads]
          .map(([name, ms]) => [name, Math.round(((ms - (cpuBefore.threads.get(name) ?? 0)) / all.length) * 10) / 10])
          .filter(([, ms]) => (ms as number) >= 0.5)
          .sort((a, b) => (b[1] as number) - (a[1] as number)),
      ),
    };
    console.log(JSON.stringify({ run: run + 1, ...result }));
    if (traced) {
      const trace = await browser.stopTracing();
      if (keepTraces) writeFileSync(`${keepTraces}/scroll-${conversations}-${run + 1}.json`, trace);
      const tasks = longTasksIn(trace, 'bench:scroll-start', 'bench:scroll-end', 16);
      for (const task of tasks) console.log(JSON.stringify(task));
    }
    results.push(result);
    await context.close();
  }
  console.log(JSON.stringify({ conversations, chatMessages, runs, seconds, ...summarise(results) }));
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}
