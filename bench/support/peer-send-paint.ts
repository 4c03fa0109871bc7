import { request as playwrightRequest, type Browser, type Locator, type Page } from '@playwright/test';
import { TEST_PASSWORD, registerAccount } from '../../e2e/support/session.ts';
import { adminToken } from '../../e2e/support/im-admin.ts';
import { sendTextAs } from '../../e2e/support/chat-page.ts';
import { makeFriends } from '../../e2e/support/ui-session.ts';
import { openChatMs } from './chat-open.ts';
import { firstRowShownMs, LOGIN_FORMS, signInThroughForm } from './peer-sign-in.ts';
import { loginFormShownMs } from './login-page-start.ts';

/**
 * Where each client takes a text and sends it, as a person does: its message box, then its send button (the H5 demo
 * sends only from its button; Enter starts a new line there). OpenIM's React demo shows no conversation row in headless
 * Chromium (support/peer-sign-in.ts), so no chat of it can be opened.
 */
export const COMPOSERS: Record<string, { box: (page: Page) => Locator; send: (page: Page) => Locator }> = {
  Parley: {
    box: (page) => page.getByRole('textbox', { name: 'Message' }),
    send: (page) => page.getByRole('button', { name: 'Send', exact: true }),
  },
  H5: { box: (page) => page.locator('.custom_rich_input'), send: (page) => page.locator('img[alt="send"]') },
};

interface Person {
  phone: string;
  nickname: string;
}

/** Two friends who have written to each other; `latest` is the newest text of their chat. */
export interface Pair {
  people: [Person, Person];
  latest: string;
}

/** Two friends on the server at `baseURL`, each with a text from the other, so each has the other's row. */
export async function seededPair(baseURL: string): Promise<Pair> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const [first, second] = [await registerAccount(api, 'Pinger'), await registerAccount(api, 'Ponger')];
    await makeFriends(api, first, second);
    const admin = await adminToken(api);
    await sendTextAs(api, { userID: first.userID, nickname: 'Pinger' }, second.userID, 'Hello from Pinger', admin);
    await sendTextAs(api, { userID: second.userID, nickname: 'Ponger' }, first.userID, 'Hello from Ponger', admin);
    return {
      people: [
        { phone: first.phoneNumber, nickname: 'Pinger' },
        { phone: second.phoneNumber, nickname: 'Ponger' },
      ],
      latest: 'Hello from Ponger',
    };
  } finally {
    await api.dispose();
  }
}

/** Resolves, on the wall clock pages share, at the first animation frame whose `area` shows `text`. A string: see chat-open.ts. */
const paintedAt = (page: Page, area: string, text: string) =>
  page.evaluate(`new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('not shown in 30 s: ' + ${JSON.stringify(text)})), 30000);
    const look = () => {
      const shown = Array.from(document.querySelectorAll(${JSON.stringify(area)})).some((element) =>
        element.getClientRects().length > 0 && element.innerText.includes(${JSON.stringify(text)}));
      if (shown) resolve(performance.timeOrigin + performance.now());
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })`) as Promise<number>;

/** Notes, on the same clock, when the next click reaches the page (before the client's own handler). */
const noteNextClick = (page: Page) =>
  page.evaluate(`document.addEventListener('click', () => { window.__clickedAt = performance.timeOrigin + performance.now(); },
    { capture: true, once: true })`);

async function signedInContext(browser: Browser, baseURL: string, client: string, me: Person, other: Person) {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'commit' });
  await loginFormShownMs(page, 60_000);
  await signInThroughForm(page, LOGIN_FORMS[client]!, me.phone, TEST_PASSWORD);
  await firstRowShownMs(page, other.nickname, 30_000);
  return { context, page };
}

/**
 * Send → painted on the other side, in one client: both friends sign in through its form in contexts of their own and
 * open each other's chat; then `sends` times the first types a text, waits `typingMs` as a person would, and clicks
 * send. Each time runs from the click reaching the sender's page to the first frame of the receiver's page that shows
 * the text. Resolves with each send's milliseconds.
 */
export async function sendPaintMs(
  browser: Browser,
  baseURL: string,
  client: string,
  messageArea: string,
  pair: Pair,
  { sends = 10, typingMs = 300, gapMs = 500, label = '' } = {},
): Promise<number[]> {
  const [sender, receiver] = pair.people;
  const composer = COMPOSERS[client]!;
  const from = await signedInContext(browser, baseURL, client, sender, receiver);
  const to = await signedInContext(browser, baseURL, client, receiver, sender);
  try {
    await openChatMs(from.page, { length: 1, peer: receiver.nickname, newest: pair.latest }, messageArea);
    await openChatMs(to.page, { length: 1, peer: sender.nickname, newest: pair.latest }, messageArea);
    await Promise.all([from.page.waitForTimeout(2000), to.page.waitForTimeout(2000)]);
    const times: number[] = [];
    for (let n = 1; n <= sends; n++) {
      const text = `Ping ${label}${n} over`;
      const painted = paintedAt(to.page, messageArea, text);
      await composer.box(from.page).fill(text);
      await from.page.waitForTimeout(typingMs);
      await noteNextClick(from.page);
      await composer.send(from.page).click();
      const clickedAt = (await from.page.evaluate('window.__clickedAt')) as number;
      times.push(Math.round((await painted) - clickedAt));
      pair.latest = text;
      await from.page.waitForTimeout(gapMs);
    }
    return times;
  } finally {
    await Promise.all([from.context.close(), to.context.close()]);
  }
}
