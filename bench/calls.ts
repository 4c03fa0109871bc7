/**
 * Call set-up on loopback, through the managed LiveKit: invite → the callee's phone rings (its call screen shows),
 * and accept → the first remote video frame decoded (on the callee, and on the caller), median of N calls between
 * two Chromium contexts with fake camera and microphone. Needs a running server with the demo data:
 *
 *   npm start -- --demo          # in one terminal
 *   npx tsx bench/calls.ts [calls=10] [url=http://127.0.0.1:10088]
 */
import { createHash } from 'node:crypto';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';

const calls = Number(process.argv[2] ?? 10);
const origin = process.argv[3] ?? 'http://127.0.0.1:10088';

async function login(phoneNumber: string) {
  const response = await fetch(`${origin}/chat/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', operationID: `bench-${Date.now()}` },
    body: JSON.stringify({
      areaCode: '+86',
      phoneNumber,
      password: createHash('md5').update('parley123').digest('hex'),
      platform: 5,
    }),
  });
  const body = (await response.json()) as {
    errCode: number;
    data: { userID: string; imToken: string; chatToken: string };
  };
  if (body.errCode !== 0) throw new Error(`login ${phoneNumber}: ${body.errCode} (start the server with --demo)`);
  return body.data;
}

async function device(browser: Browser, session: Awaited<ReturnType<typeof login>>, peerID: string): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['camera', 'microphone']);
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    Object.assign(window, { __peerConnections: all });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  });
  const page = await context.newPage();
  await page.goto(`${origin}/about`);
  await page.evaluate((s) => {
    localStorage.setItem('IM_TOKEN', s.imToken);
    localStorage.setItem('IM_CHAT_TOKEN', s.chatToken);
    localStorage.setItem('IM_USERID', s.userID);
  }, session);
  await page.goto(`${origin}/userCard?userID=${peerID}`);
  await page.getByRole('button', { name: 'Video call' }).waitFor();
  return page;
}

/** Resolves in the page with the time (ms) the first remote video frame was decoded. */
const firstFrameAt = (page: Page) =>
  page.evaluate(async () => {
    const connections = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    for (;;) {
      for (const connection of connections) {
        if (connection.connectionState === 'closed') continue;
        let decoded = 0;
        (await connection.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'video') decoded += report.framesDecoded ?? 0;
        });
        if (decoded > 0) return Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const [alice, bob] = await Promise.all([login('13900000001'), login('13900000002')]);
const caller = await device(browser, alice, bob.userID);
const callee = await device(browser, bob, alice.userID);
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Call' });

const ring: number[] = [];
const calleeFrame: number[] = [];
const callerFrame: number[] = [];
for (let i = 0; i < calls; i++) {
  const rang = callee.evaluate(
    () =>
      // No named inner functions here: tsx would wrap them in a helper the page does not have.
      new Promise<number>((resolve) => {
        new MutationObserver((_records, observer) => {
          if (document.querySelector('[role="dialog"][aria-label="Call"]')) {
            observer.disconnect();
            resolve(Date.now());
          }
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  const invitedAt = await caller.evaluate(() => {
    const at = Date.now();
    Array.from(document.querySelectorAll('button'))
      .find((b) => b.getAttribute('aria-label') === 'Video call')!
      .click();
    return at;
  });
  ring.push((await rang) - invitedAt);
  const accept = dialog(callee).getByRole('button', { name: 'Accept' });
  await accept.waitFor();
  const frames = [firstFrameAt(callee), firstFrameAt(caller)];
  const acceptedAt = await callee.evaluate(() => {
    const at = Date.now();
    Array.from(document.querySelectorAll('button'))
      .find((b) => b.textContent === 'Accept')!
      .click();
    return at;
  });
  const [calleeAt, callerAt] = await Promise.all(frames);
  calleeFrame.push(calleeAt! - acceptedAt);
  callerFrame.push(callerAt! - acceptedAt);
  await dialog(caller).getByRole('button', { name: 'Hang up' }).click();
  await dialog(callee).waitFor({ state: 'hidden' });
  await caller.waitForTimeout(500);
}
await browser.close();
console.log(
  JSON.stringify({
    calls,
    inviteToRingMs: median(ring),
    acceptToFirstFrameCalleeMs: median(calleeFrame),
    acceptToFirstFrameCallerMs: median(callerFrame),
    ring,
    calleeFrame,
    callerFrame,
  }),
);
