/**
 * A signed-in Parley's memory over its first minute and a half, as a person's browser holds it: every renderer's
 * proportional set size (the page with its SDK and SQL workers, the service worker, Chromium's spare) at 2, 20, 40, 60
 * and 90 s after a signed-in reload, with no garbage collection forced.
 *
 * Chromium is driven over its DevTools protocol attached to the page alone. Playwright attaches to every service worker
 * of a context, and Chromium never stops an inspected worker for being idle, so under Playwright (bench/peers.ts) the
 * service worker's process (about 45–60 MiB) stays in the signed-in figure for as long as the page is open; a browser
 * nobody inspects stops it about 30 s after its last event.
 *
 *   npx tsx bench/idle-memory.ts [conversations=50]      (PARLEY_CLIENT_DIR: another build, as for npm start)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { request as playwrightRequest } from '@playwright/test';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount, storedSessionEntries } from '../e2e/support/session.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { pssMiB } from './support/renderer-memory.ts';
import { runConditions } from './support/summary.ts';

const conversations = Number(process.argv[2] ?? 50);
const SAMPLE_SECONDS = [2, 20, 40, 60, 90];
const PEER_NAME = 'Sender';

/** The smallest DevTools protocol client: one WebSocket, commands answered by id. */
async function devtools(browserUrl: string) {
  const socket = new WebSocket(browserUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const waiting = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, ({ result, error }) => (error ? reject(new Error(error.message)) : resolve(result as T)));
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  return { send, close: () => socket.close() };
}

async function launchUninspected(profile: string) {
  const chrome = spawn(
    '/usr/bin/chromium',
    ['--headless', `--user-data-dir=${profile}`, '--remote-debugging-port=0', ...chromiumArgs, 'about:blank'],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) await sleep(100);
  const [port, path] = readFileSync(portFile, 'utf8').split('\n');
  return { chrome, cdp: await devtools(`ws://127.0.0.1:${port}${path}`) };
}

const server = new OwnServer(Number(process.env.BENCH_PORT ?? 10562), {
  PARLEY_CLIENT_DIR: process.env.PARLEY_CLIENT_DIR ?? 'dist',
});
await server.start();
const api = await playwrightRequest.newContext({ baseURL: server.url });
const profile = mkdtempSync(join(tmpdir(), 'parley-idle-memory-'));
const { chrome, cdp } = await launchUninspected(profile);
try {
  const account = await registerAccount(api, 'Reader');
  await seedSingleChats(api, account.userID, conversations, { idSuffix: 'p', nickname: PEER_NAME });
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const inPage = (method: string, params: object = {}) => cdp.send(method, params, sessionId);
  const evaluate = async (expression: string) =>
    (
      await cdp.send<{ result: { value?: unknown } }>(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      )
    ).result.value;
  const until = async (expression: string) => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(200)) {
      if (await evaluate(expression)) return;
    }
    throw new Error(`not within 60 s: ${expression}`);
  };
  const rowShown = `document.body.innerText.includes(${JSON.stringify(PEER_NAME)})`;

  // Signed in as the login screen leaves a device (e2e/support/session.ts); a return visit once the worker controls it.
  await inPage('Page.navigate', { url: `${server.url}/login` });
  await until('document.readyState === "complete"');
  await evaluate(
    `${JSON.stringify(storedSessionEntries(account))}.forEach((e) => localStorage.setItem(e.name, e.value))`,
  );
  await inPage('Page.navigate', { url: `${server.url}/conversation` });
  await until(rowShown);
  await until(
    'navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active && navigator.serviceWorker.controller))',
  );
  await sleep(3000);
  await inPage('Page.reload');
  await sleep(500);
  await until(rowShown);
  const shownAt = Date.now();
  for (const seconds of SAMPLE_SECONDS) {
    await sleep(shownAt + seconds * 1000 - Date.now());
    const { processInfo } = await cdp.send<{ processInfo: Array<{ type: string; id: number }> }>(
      'SystemInfo.getProcessInfo',
    );
    const renderers = processInfo.filter((process) => process.type === 'renderer').map((process) => pssMiB(process.id));
    const allMiB = renderers.reduce((sum, mib) => sum + mib, 0);
    console.log(JSON.stringify({ seconds, renderersMiB: renderers.sort((a, b) => b - a), allMiB }));
  }
  console.log(JSON.stringify({ conversations, ...runConditions() }));
} finally {
  cdp.close();
  chrome.kill();
  await api.dispose();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
