import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends, openChatWith, signIn, type Account } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';

/** A 1×1 PNG: a picture the browser can really decode. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A signed-in page that records every Content-Security-Policy refusal, from its first request on. */
async function watchedUser(browser: Browser, account: Account) {
  const context = await newTestContext(browser);
  const refusals: string[] = [];
  // Workers (the SDK's database worker, the service worker) report refusals on the console only.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { cspRefusals?: string[] }).cspRefusals ??= []);
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const shell = await page.goto('/login');
  expect(shell?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await signIn(page, account);
  return { page, refusals };
}

const pageRefusals = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspRefusals?: string[] }).cspRefusals ?? []);

test('under its security headers the app starts, signs in and sends a picture, and nothing is refused', async ({
  browser,
  request,
}) => {
  const aliceAccount = await registerAccount(request, 'Alice');
  const bobAccount = await registerAccount(request, 'Bob');
  await makeFriends(request, aliceAccount, bobAccount);
  const alice = await watchedUser(browser, aliceAccount);
  const bob = await watchedUser(browser, bobAccount);
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');

  await alice.page.getByLabel('Picture or file to send').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  const picture = bob.page.getByRole('log', { name: 'Messages' }).getByRole('img', { name: 'Picture' });
  await expect(picture).toHaveAttribute('src', /\/object\//);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  expect(alice.refusals).toEqual([]);
  expect(bob.refusals).toEqual([]);
  expect(await pageRefusals(alice.page)).toEqual([]);
  expect(await pageRefusals(bob.page)).toEqual([]);
});

test("the policy lets calls' media server and another OpenIM server be reached, and refuses eval", async ({
  browser,
  request,
}) => {
  const { page } = await watchedUser(browser, await registerAccount(request, 'Carol'));
  const outcome = await page.evaluate(async () => {
    // What livekit-client does: a WebSocket to the media server (ws: or wss:), an HTTP validation request, and
    // remote tracks played from blob:/MediaStream sources. What /config allows: another server's API.
    for (const url of ['ws://127.0.0.1:9/rtc', 'wss://livekit.invalid/rtc']) {
      const socket = new WebSocket(url);
      socket.onerror = () => undefined;
    }
    await fetch('https://livekit.invalid/rtc/validate').catch(() => undefined);
    await fetch('http://127.0.0.1:9/api/auth/parse_token', { method: 'POST' }).catch(() => undefined);
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([new Uint8Array(16)], { type: 'video/webm' }));
    document.body.append(video);
    await video.play().catch(() => undefined);
    // The policy is really in force: eval is not allowed, only WebAssembly compilation.
    let evalRefused = false;
    try {
      (0, eval)('1');
    } catch {
      evalRefused = true;
    }
    await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { evalRefused };
  });
  expect(outcome.evalRefused).toBe(true);
  const refusals = await pageRefusals(page);
  expect(refusals).toEqual([expect.stringMatching(/^script-src/)]);
});
