/**
 * Parley's start beside OpenIM's own web clients (issue 44): the H5 demo and the React web demo, built from their
 * public sources (bench/README.md, "OpenIM's clients side by side", has the commands), each served by an embedded
 * server of its own exactly as Parley is (the same server, headers and precompression; PARLEY_CLIENT_DIR). Parley's
 * Content-Security-Policy forbids `eval`, which both demos' bundles use, so every context, Parley's too, bypasses the
 * page's CSP (Playwright's `bypassCSP`). Runs are interleaved: each run takes the three clients in turn, in a rotating
 * order. Each client's run is a fresh browser context on its login page, nobody signed in:
 *
 * - cold: the login form shown, the first contentful paint, the scripts received by then, the Go core started (the
 *   demos' page has `getLoginStatus`; Parley's SDK worker marks the same moment), and the main thread's blocking time
 *   until one second after that;
 * - warm: a reload of the same context once its service worker (Parley's) controls it, as a return visit finds it:
 *   the form shown and the core started again, then the renderer's memory one second later;
 * - slow link (150 ms, 1.6 Mbps down, CPU 4×; `slowRuns` of them): the core started, cold and warm;
 * - signed in (`conversations` > 0): one account on each server with that many single chats; a fresh context signs
 *   in through the form and waits for the list and 3 s of sync, then reloads once its service worker (Parley's)
 *   controls it: the first conversation row shown, and the memory of all renderers (PSS) 2 s later; then, after one
 *   more reload, a chat of 1,000 texts opened from the list (its row clicked → its newest text shown; not in OpenIM's
 *   React demo, whose list shows no row here);
 * - send → painted (`conversations` > 0; not in the React demo either): two friends sign in through the form in
 *   contexts of their own and open each other's chat; the first types a text and clicks send, `SENDS` times a run, and
 *   each send counts from the click reaching its page to the first frame of the other's page that shows the text
 *   (support/peer-send-paint.ts).
 *
 * Prints each run as JSON, then the table of medians with Parley's figure over the best peer's, and the machine's
 * load average when the bench started and ended.
 *
 *   PEER_H5_DIR=<h5 demo>/dist PEER_REACT_DIR=<react demo>/dist npx tsx bench/peers.ts [runs=5] [slowRuns=1] [conversations=50]
 */
import { chromium, type Browser } from '@playwright/test';
import { TEST_PASSWORD } from '../e2e/support/session.ts';
import {
  firstRowShownMs,
  LOGIN_FORMS,
  MESSAGE_AREAS,
  PEER_NAME,
  seededReader,
  signInThroughForm,
} from './support/peer-sign-in.ts';
import { openChatMs } from './support/chat-open.ts';
import { COMPOSERS, seededPair, sendPaintMs, type Pair } from './support/peer-send-paint.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { sideBySideClients, type BenchClient } from './support/peer-clients.ts';
import { recordLongTasks } from './support/long-tasks.ts';
import { rendererMemory } from './support/renderer-memory.ts';
import { SlowLink } from './support/slow-link.ts';
import { runConditions } from './support/summary.ts';
import {
  blockingTimeUntil,
  coreStartedMs,
  firstContentfulPaintMs,
  installedForReturnVisits,
  loginFormShownMs,
  scriptsBefore,
} from './support/login-page-start.ts';
import { printSideBySide } from './support/side-by-side-table.ts';

const runs = Number(process.argv[2] ?? 5);
const slowRuns = Number(process.argv[3] ?? 1);
const conversations = Number(process.argv[4] ?? 50);
/** BENCH_PORT: the first of six ports (three servers, three slow links) of your own. */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 10530);
const SETTLE_MS = 1000;
/** The signed-in runs' chat opened from the list: this many texts (bench/chat-open.ts takes Parley to 10,000). */
const ARCHIVE_LENGTH = 1000;
/** Sends a run in the send → painted rows. */
const SENDS = 10;

type Reader = Awaited<ReturnType<typeof seededReader>>;
const parleyDist = process.env.PARLEY_CLIENT_DIR ?? 'dist';

const clients = sideBySideClients(BASE_PORT, parleyDist);

/** Every context bypasses the page's CSP, Parley's too (the header comment says why). */
const contextAt = (browser: Browser, baseURL: string) => browser.newContext({ baseURL, bypassCSP: true });

async function coldAndWarm(browser: Browser, client: BenchClient) {
  const context = await contextAt(browser, client.server.url);
  await recordLongTasks(context);
  const page = await context.newPage();
  try {
    await page.goto('/', { waitUntil: 'commit' });
    const formMs = await loginFormShownMs(page, 60_000);
    const coreMs = await coreStartedMs(page, client.home, 120_000);
    await page.waitForTimeout(SETTLE_MS);
    const cold = {
      ...(await scriptsBefore(page, formMs)),
      formMs,
      firstPaintMs: await firstContentfulPaintMs(page),
      coreMs,
      blockingMs: await blockingTimeUntil(page, coreMs + SETTLE_MS),
    };
    await installedForReturnVisits(page, client.home === 'parley-worker', 30_000);
    await page.reload({ waitUntil: 'commit' });
    const warm = {
      warmFormMs: await loginFormShownMs(page, 60_000),
      warmCoreMs: await coreStartedMs(page, client.home, 120_000),
    };
    // Last: the garbage collection it forces slows the next start of the core (Parley's reload: ~350 → ~650 ms).
    await page.waitForTimeout(SETTLE_MS);
    return { ...cold, ...warm, rendererMiB: (await rendererMemory(browser, page)).rendererPssMiB };
  } finally {
    await context.close();
  }
}

async function overSlowLink(browser: Browser, client: BenchClient, linkPort: number) {
  const link = new SlowLink(client.server.port, { rttMs: 150, downKbps: 1600, upKbps: 750 });
  await link.listen(linkPort);
  const context = await contextAt(browser, `http://127.0.0.1:${linkPort}`);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'commit' });
    const slowColdCoreMs = await coreStartedMs(page, client.home, 240_000);
    await installedForReturnVisits(page, client.home === 'parley-worker', 240_000);
    await page.reload({ waitUntil: 'commit' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slowWarmCoreMs = await coreStartedMs(page, client.home, 240_000);
    return { slowColdCoreMs, slowWarmCoreMs };
  } finally {
    await context.close();
    link.close();
  }
}

async function signedIn(browser: Browser, client: BenchClient, reader: Reader) {
  const context = await contextAt(browser, client.server.url);
  const page = await context.newPage();
  try {
    await page.goto('/', { waitUntil: 'commit' });
    await loginFormShownMs(page, 60_000);
    await signInThroughForm(page, LOGIN_FORMS[client.name]!, reader.phone, TEST_PASSWORD);
    // OpenIM's React demo shows no row until a reload reads them from its store (its list is read once, before the
    // first sync); its sync is then given the same time.
    await firstRowShownMs(page, PEER_NAME, 20_000).catch(() => undefined);
    await page.waitForTimeout(3000);
    await installedForReturnVisits(page, client.home === 'parley-worker', 30_000);
    await page.reload({ waitUntil: 'commit' });
    const reloadRowMs = await firstRowShownMs(page, PEER_NAME, 20_000).catch(() => undefined);
    await page.waitForTimeout(2000);
    const signedInMiB = (await rendererMemory(browser, page)).allRenderersPssMiB;
    // Once more without the forced collection behind it (it slows what follows): the chat of ARCHIVE_LENGTH opened.
    const messageArea = MESSAGE_AREAS[client.name];
    if (!reader.archive || !messageArea) return { reloadRowMs, signedInMiB };
    await page.reload({ waitUntil: 'commit' });
    await firstRowShownMs(page, PEER_NAME, 20_000);
    await page.waitForTimeout(2000);
    return { reloadRowMs, signedInMiB, chatOpenMs: await openChatMs(page, reader.archive, messageArea) };
  } finally {
    await context.close();
  }
}

const rotated = <T>(items: T[], by: number): T[] => items.map((_, index) => items[(index + by) % items.length]!);

await Promise.all(clients.map((client) => client.server.start()));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const results = new Map<string, object[]>(clients.map((client) => [client.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const client of rotated(clients, run)) {
      const result = await coldAndWarm(browser, client);
      console.log(JSON.stringify({ run: run + 1, client: client.name, ...result }));
      results.get(client.name)!.push(result);
    }
  }
  for (let run = 0; run < slowRuns; run++) {
    for (const client of rotated(clients, run)) {
      const result = await overSlowLink(browser, client, BASE_PORT + 3 + clients.indexOf(client));
      console.log(JSON.stringify({ slowRun: run + 1, client: client.name, ...result }));
      results.get(client.name)!.push(result);
    }
  }
  if (conversations > 0) {
    const readers = new Map<BenchClient, Reader>();
    for (const client of clients) {
      readers.set(client, await seededReader(client.server.url, conversations, ARCHIVE_LENGTH));
    }
    for (let run = 0; run < runs; run++) {
      for (const client of rotated(clients, run)) {
        const result = await signedIn(browser, client, readers.get(client)!);
        console.log(JSON.stringify({ signedInRun: run + 1, client: client.name, ...result }));
        results.get(client.name)!.push(result);
      }
    }
    const pairs = new Map<BenchClient, Pair>();
    for (const client of clients) {
      if (COMPOSERS[client.name]) pairs.set(client, await seededPair(client.server.url));
    }
    for (let run = 0; run < runs; run++) {
      for (const client of rotated(clients, run).filter((each) => pairs.has(each))) {
        const times = await sendPaintMs(
          browser,
          client.server.url,
          client.name,
          MESSAGE_AREAS[client.name]!,
          pairs.get(client)!,
          {
            sends: SENDS,
            label: `${run + 1}.`,
          },
        );
        console.log(JSON.stringify({ sendRun: run + 1, client: client.name, sendPaintMs: times }));
        // Each send a figure of its own: the row's median is over every send of every run.
        results.get(client.name)!.push(...times.map((sendPaintMs) => ({ sendPaintMs })));
      }
    }
  }
  printSideBySide(results, { runs, slowRuns, conversations, ...runConditions() });
} finally {
  await browser.close();
  await Promise.all(clients.map((client) => client.server.stop()));
}
