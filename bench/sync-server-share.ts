/**
 * Where a first sign-in's sync spends its time (issue 28, row "SDK sync finished"): a reader with N single chats
 * signs in; when the SDK's first sync ends, the server's Prometheus metrics say how much of it was the server's
 * work, by gateway request and HTTP route, beside the server process's CPU. What is not the server's is the
 * client's: the SDK's core, its SQL worker and the page. From the sign-in click it also prints when the SDK said
 * its sync was over (OnSyncServerFinish) and when the page had re-read the SDK's whole list after it (the
 * `parley:sync-finished` mark the other benches wait for).
 *
 *   npx tsx bench/sync-server-share.ts [conversations=2000]
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { OwnServer } from '../e2e/support/own-server.ts';
import { registerAccount } from '../e2e/support/session.ts';
import { signIn } from '../e2e/support/ui-session.ts';
import { seedSingleChats } from '../e2e/support/single-chats.ts';
import { runConditions } from './support/summary.ts';

const conversations = Number(process.argv[2] ?? 2000);
const PORT = Number(process.env.BENCH_PORT ?? 10509);
const METRICS_PORT = PORT + 7;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

async function scrape(): Promise<Sample[]> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? ([-\d.e+]+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** Sum and count of a histogram per label value, as the difference between two scrapes. */
function perLabel(before: Sample[], after: Sample[], histogram: string, label: string) {
  const totals = new Map<string, { count: number; seconds: number }>();
  for (const [samples, sign] of [
    [after, 1],
    [before, -1],
  ] as const) {
    for (const sample of samples) {
      const key = sample.labels[label];
      if (key === undefined) continue;
      const entry = totals.get(key) ?? { count: 0, seconds: 0 };
      if (sample.name === `${histogram}_count`) entry.count += sign * sample.value;
      else if (sample.name === `${histogram}_sum`) entry.seconds += sign * sample.value;
      else continue;
      totals.set(key, entry);
    }
  }
  return Object.fromEntries(
    [...totals]
      .filter(([, entry]) => entry.count > 0)
      .sort((a, b) => b[1].seconds - a[1].seconds)
      .map(([key, entry]) => [key, { count: entry.count, ms: Math.round(entry.seconds * 1000) }]),
  );
}

const cpuOf = (samples: Sample[]) => samples.find((sample) => sample.name.endsWith('process_cpu_seconds_total'))!.value;

const server = new OwnServer(PORT, { PARLEY_METRICS_PORT: String(METRICS_PORT) });
await server.start();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const reader = await registerAccount(api, 'Reader');
  await seedSingleChats(api, reader.userID, conversations, { idSuffix: 's', nickname: 'Sender' });
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.addInitScript(() =>
    document.addEventListener(
      'click',
      () => ((window as { signInClickAt?: number }).signInClickAt ??= performance.now()),
      { capture: true },
    ),
  );
  const before = await scrape();
  const startedAt = Date.now();
  await signIn(page, reader);
  await page.waitForFunction(() => performance.getEntriesByName('parley:sync-finished').length > 0, undefined, {
    timeout: 600_000,
    polling: 100,
  });
  const wallMs = Date.now() - startedAt;
  const after = await scrape();
  // On the page's clock, from the sign-in click: the SDK's OnSyncServerFinish, then the page's re-read of its list.
  // A string: tsx would wrap a named helper in __name, which the page does not have.
  const fromClick = (await page.evaluate(`(() => {
    const click = window.signInClickAt ?? 0;
    const at = (name) => Math.round(performance.getEntriesByName(name)[0].startTime - click);
    return { sdkSyncFinish: at('parley:sdk-sync-finish'), listReRead: at('parley:sync-finished') };
  })()`)) as { sdkSyncFinish: number; listReRead: number };
  console.log(
    JSON.stringify({
      conversations,
      signInToSyncedMs: wallMs,
      clickToSdkSyncFinishMs: fromClick.sdkSyncFinish,
      clickToListReReadMs: fromClick.listReRead,
      serverCpuMs: Math.round((cpuOf(after) - cpuOf(before)) * 1000),
      gateway: perLabel(before, after, 'parley_gateway_request_duration_seconds', 'req_identifier'),
      http: perLabel(before, after, 'parley_http_request_duration_seconds', 'route'),
      ...runConditions(),
    }),
  );
  await api.dispose();
} finally {
  await browser.close();
  await server.stop();
}
