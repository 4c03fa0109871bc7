import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { chromiumArgs } from '../../playwright.config.ts';
import { pssMiB } from './renderer-memory.ts';

/**
 * Chromium driven over its DevTools protocol, attached to one page alone. Playwright attaches to every service worker
 * of a context, and Chromium never stops an inspected worker for being idle; a browser nobody inspects stops it about
 * 30 s after its last event. Memory read here is what a person's browser holds.
 */
export interface UninspectedPage {
  evaluate: (expression: string) => Promise<unknown>;
  /** Waits until `expression` is truthy in the page (a promise is awaited), polling every 200 ms. */
  until: (expression: string, timeoutMs?: number) => Promise<void>;
  navigate: (url: string) => Promise<void>;
  /** Every renderer's proportional set size, largest first (the page with its workers, service workers, spares). */
  renderersMiB: () => Promise<number[]>;
  close: () => Promise<void>;
}

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

async function exited(chrome: ChildProcess): Promise<void> {
  if (chrome.exitCode !== null) return;
  await new Promise((resolve) => chrome.once('exit', resolve));
}

/**
 * Launches Chromium on `profile` (a user data directory, which may hold a signed-in session) and opens one page.
 * `bypassCSP`: the page's Content-Security-Policy is not enforced (OpenIM's demos use `eval`; bench/peers.ts says why).
 */
export async function openUninspected(profile: string, { bypassCSP = false } = {}): Promise<UninspectedPage> {
  const portFile = join(profile, 'DevToolsActivePort');
  rmSync(portFile, { force: true });
  const chrome = spawn(
    '/usr/bin/chromium',
    ['--headless', `--user-data-dir=${profile}`, '--remote-debugging-port=0', ...chromiumArgs, 'about:blank'],
    { stdio: 'ignore' },
  );
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) await sleep(100);
  const [port, path] = readFileSync(portFile, 'utf8').split('\n');
  const cdp = await devtools(`ws://127.0.0.1:${port}${path}`);
  // The tab Chromium opened at its start, so that no second page's renderer is counted.
  const { targetInfos } = await cdp.send<{ targetInfos: Array<{ targetId: string; type: string }> }>(
    'Target.getTargets',
  );
  const targetId =
    targetInfos.find((target) => target.type === 'page')?.targetId ??
    (await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' })).targetId;
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const inPage = <T>(method: string, params: object = {}) => cdp.send<T>(method, params, sessionId);
  if (bypassCSP) await inPage('Page.setBypassCSP', { enabled: true });
  const evaluate = async (expression: string) =>
    (
      await inPage<{ result: { value?: unknown } }>('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })
    ).result.value;
  return {
    evaluate,
    until: async (expression, timeoutMs = 60_000) => {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) {
        if (await evaluate(expression).catch(() => false)) return;
      }
      throw new Error(`not within ${timeoutMs} ms: ${expression}`);
    },
    navigate: async (url) => void (await inPage('Page.navigate', { url })),
    renderersMiB: async () => {
      const { processInfo } = await cdp.send<{ processInfo: Array<{ type: string; id: number }> }>(
        'SystemInfo.getProcessInfo',
      );
      return processInfo
        .filter((process) => process.type === 'renderer')
        .map((process) => pssMiB(process.id))
        .sort((a, b) => b - a);
    },
    close: async () => {
      await cdp.send('Browser.close').catch(() => undefined);
      cdp.close();
      await exited(chrome);
    },
  };
}
