/**
 * Send → painted on the other side (issue 18): two friends signed in on two Chromium contexts against a server of
 * its own, each with the other's chat open. The sender types a text and presses Enter; the receiver's page notes
 * when that text is in its message log, on the first animation frame after it was added (the paint). Both pages
 * read the same clock (`performance.timeOrigin + performance.now()`), so the difference is the whole path: the
 * sender's SDK, the gateway, the receiver's SDK, its store and React. Prints p50, p95 and the spread over `messages`
 * sends, one every `gapMs`, and where the time went: sender keydown → its gateway frame sent → the receiver's frame
 * received → the receiver's SDK emits OnRecvNewMessages → painted (medians of each leg).
 *
 * The text is filled, then Enter pressed `typingMs` later: the first keystroke sends the peer "typing" (a frame
 * both cores handle, with their database calls), and someone who types takes at least that long to reach Enter.
 * With `typingMs=0` the typing frame and the message leave together (a pasted text sent at once), as before.
 *
 *   npx tsx bench/send-paint.ts [messages=60] [gapMs=250] [typingMs=500]
 */
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount } from '../e2e/support/session.ts';
import { makeFriends, openChatWith, signIn, type Account } from '../e2e/support/ui-session.ts';
import { runConditions } from './support/summary.ts';

const messages = Number(process.argv[2] ?? 60);
const gapMs = Number(process.argv[3] ?? 250);
const typingMs = Number(process.argv[4] ?? 500);
/** BENCH_PORT: a port of your own when another bench or session may hold the default. */
const PORT = Number(process.env.BENCH_PORT ?? 10510);
const WARM_UP = 5;

/**
 * Notes, where each side's SDK core runs (its worker, src/sdk/core-worker/; the page in builds before it), when
 * gateway frames go out and come in, and when the core emits each event; on the wall clock pages and workers
 * share. A string: tsx would wrap a function's inner classes in helpers the page does not have.
 */
const recordLegs = `(() => {
  const scope = globalThis;
  const now = () => performance.timeOrigin + performance.now();
  const legs = { sent: [], received: [], events: [] };
  scope.__legs = legs;
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    legs.sent.push(now());
    return send.call(this, data);
  };
  const Native = scope.WebSocket;
  scope.WebSocket = new Proxy(Native, {
    construct(target, args) {
      const socket = Reflect.construct(target, args);
      socket.addEventListener('message', () => legs.received.push(now()));
      return socket;
    },
  });
  let core;
  Object.defineProperty(scope, 'commonEventFunc', {
    configurable: true,
    get: () => core && ((callback) => core((event) => {
      legs.events.push([(/"event":"(\\w+)"/.exec(event) || [])[1] || '', now()]);
      callback(event);
    })),
    set: (value) => { core = value; },
  });
})();`;

interface Legs {
  sent: number[];
  received: number[];
  events: Array<[string, number]>;
}

/** The legs where the core runs: its worker, or the page itself in a build from before the worker (to compare). */
const legsOf = (page: Page): Promise<Legs> => {
  const core = page.workers().find((worker) => /sdk-worker/.test(worker.url()));
  const read = () => (globalThis as unknown as { __legs: Legs }).__legs;
  return core ? core.evaluate(read) : page.evaluate(read);
};
const firstAfter = (times: number[], after: number) => times.find((time) => time >= after) ?? Number.NaN;

async function device(browser: Browser, baseURL: string, account: Account, peerName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript({ content: recordLegs });
  const page = await context.newPage();
  // The SDK's worker starts at the sign-in; its core and socket start a few hundred ms later (the core's compile).
  page.on('worker', (worker) => {
    if (/sdk-worker/.test(worker.url())) void worker.evaluate(recordLegs).catch(() => undefined);
  });
  await signIn(page, account);
  await openChatWith(page, peerName);
  return page;
}

/** In the receiver's page: the time each "bench N" text was first painted, by N. */
function watchPaints(page: Page) {
  return page.evaluate(() => {
    const painted: Record<string, number> = {};
    const committed: Record<string, number> = {};
    Object.assign(window, { __painted: painted, __committed: committed });
    const log = document.querySelector('[role="log"]')!;
    new MutationObserver(() => {
      const seen = [...log.textContent!.matchAll(/bench (\d+)\b/g)].map((match) => match[1]!);
      const fresh = seen.filter((n) => !(n in painted));
      if (fresh.length === 0) return;
      const committedAt = performance.timeOrigin + performance.now();
      for (const n of fresh) {
        painted[n] = -1;
        committed[n] = committedAt;
      }
      requestAnimationFrame(() => {
        const at = performance.timeOrigin + performance.now();
        for (const n of fresh) painted[n] = at;
      });
    }).observe(log, { childList: true, subtree: true, characterData: true });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const server = new OwnServer(PORT);
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const sender = await registerAccount(api, 'Sender');
  const receiver = await registerAccount(api, 'Receiver');
  await makeFriends(api, sender, receiver);
  const sending = await device(browser, server.url, sender, 'Receiver');
  const receiving = await device(browser, server.url, receiver, 'Sender');
  await watchPaints(receiving);
  const composer = sending.getByRole('textbox', { name: 'Message' });

  const latencies: number[] = [];
  const legs = {
    toFrameSent: [] as number[],
    gateway: [] as number[],
    receiverCore: [] as number[],
    toCommit: [] as number[],
    toPaint: [] as number[],
  };
  for (let n = 0; n < messages + WARM_UP; n++) {
    await composer.fill(`bench ${n}`);
    if (typingMs > 0) await sending.waitForTimeout(typingMs);
    const sentAt = await composer.evaluate((element) => {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      return performance.timeOrigin + performance.now();
    });
    const paintedAt = await receiving.waitForFunction(
      (key) => {
        const at = (window as unknown as { __painted: Record<string, number> }).__painted[key];
        return at !== undefined && at > 0 ? at : null;
      },
      String(n),
      { polling: 20, timeout: 30_000 },
    );
    const painted = (await paintedAt.jsonValue())!;
    if (n >= WARM_UP) {
      latencies.push(painted - sentAt);
      const [out, into] = [await legsOf(sending), await legsOf(receiving)];
      const frameSent = firstAfter(out.sent, sentAt);
      const frameReceived = firstAfter(into.received, frameSent);
      const emitted = firstAfter(
        into.events.filter(([name]) => name === 'OnRecvNewMessages').map(([, time]) => time),
        frameReceived,
      );
      legs.toFrameSent.push(frameSent - sentAt);
      legs.gateway.push(frameReceived - frameSent);
      legs.receiverCore.push(emitted - frameReceived);
      const committed = await receiving.evaluate(
        (key) => (window as unknown as { __committed: Record<string, number> }).__committed[key]!,
        String(n),
      );
      legs.toCommit.push(committed - emitted);
      legs.toPaint.push(painted - committed);
    }
    await sending.waitForTimeout(gapMs);
  }
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  console.log(
    JSON.stringify({
      messages: latencies.length,
      typingMs,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      minMs: round(latencies[0]!),
      maxMs: round(latencies[latencies.length - 1]!),
      medianLegsMs: Object.fromEntries(
        Object.entries(legs).map(([leg, values]) => [
          leg,
          round(
            percentile(
              [...values].sort((a, b) => a - b),
              50,
            ),
          ),
        ]),
      ),
      ...runConditions(),
    }),
  );
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}
