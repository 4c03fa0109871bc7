/**
 * First sign-in with many conversations, through the real wasm SDK in Chromium (the e2e harness page).
 * Seeds one user with N single-chat conversations through the admin API (N peers, one message each), then
 * signs that user in on a fresh browser context ("cold") and again on the same context ("warm"), counting the
 * HTTP requests the SDK makes by path and timing login → OnSyncServerFinish. Prints one JSON line per run and
 * a summary (median and spread). Needs a running server that knows the tests' admin secret
 * (`PARLEY_ADMIN_SECRET=parley-e2e-admin-secret npm start`, e2e/support/im-admin.ts).
 *
 *   npx tsx bench/sign-in.ts [origin=http://127.0.0.1:10088] [conversations=2000] [runs=3]
 */
import { chromium, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { adminToken, imCall, newUser } from '../e2e/support/im-admin.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';

const origin = process.argv[2] ?? 'http://127.0.0.1:10088';
const conversationCount = Number(process.argv[3] ?? 2000);
const runs = Number(process.argv[4] ?? 3);

async function seed(api: APIRequestContext): Promise<{ userID: string; platformID: number }> {
  const owner = await newUser(api, 'Bench');
  await seedSingleChats(api, owner.userID, conversationCount, { idSuffix: 'p', nickname: 'Peer' });
  return { userID: owner.userID, platformID: owner.platformID };
}

interface Run {
  kind: 'cold' | 'warm';
  syncMs: number;
  requests: number;
  getUsersInfo: number;
  byPath: Record<string, number>;
}

async function signIn(
  page: Page,
  api: APIRequestContext,
  user: { userID: string; platformID: number },
  kind: Run['kind'],
) {
  const byPath: Record<string, number> = {};
  const onRequest = (request: { url(): string }) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) byPath[path] = (byPath[path] ?? 0) + 1;
  };
  page.context().on('request', onRequest);
  const token = (await imCall<{ token: string }>(api, '/auth/get_user_token', { ...user }, await adminToken(api)))
    .token;
  const started = Date.now();
  await page.evaluate(({ userID, token, platformID }) => window.parleyHarness.login(userID, token, platformID, false), {
    ...user,
    token,
  });
  await page.waitForFunction(
    () => window.parleyHarness.events.some((event) => event.name === 'OnSyncServerFinish'),
    undefined,
    { timeout: 600_000, polling: 100 },
  );
  const syncMs = Date.now() - started;
  // Lookups the SDK makes after it reports the sync finished still belong to this sign-in.
  await page.waitForTimeout(3000);
  page.context().off('request', onRequest);
  const requests = Object.values(byPath).reduce((sum, n) => sum + n, 0);
  return { kind, syncMs, requests, getUsersInfo: byPath['/api/user/get_users_info'] ?? 0, byPath } satisfies Run;
}

const api = await playwrightRequest.newContext({ baseURL: origin });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const results: Run[] = [];
for (let run = 0; run < runs; run++) {
  const user = await seed(api);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/e2e/harness/index.html');
  await page.waitForSelector('body[data-ready="true"]');
  const cold = await signIn(page, api, user, 'cold');
  console.log(JSON.stringify(cold));
  results.push(cold);
  await page.evaluate(() => window.parleyHarness.sdk().logout());
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  const warm = await signIn(page, api, user, 'warm');
  console.log(JSON.stringify(warm));
  results.push(warm);
  await context.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const kind of ['cold', 'warm'] as const) {
  const of = results.filter((r) => r.kind === kind);
  const figure = (pick: (r: Run) => number) => {
    const values = of.map(pick);
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };
  console.log(
    JSON.stringify({
      summary: kind,
      conversations: conversationCount,
      runs: of.length,
      syncMs: figure((r) => r.syncMs),
      requests: figure((r) => r.requests),
      getUsersInfo: figure((r) => r.getUsersInfo),
    }),
  );
}
await browser.close();
await api.dispose();
