import { defineConfig } from '@playwright/test';

/**
 * `npm test` runs the browser tests in lanes beside each other (package.json, `test:browser`): `E2E_LANE=main` all but
 * the side lane's specs, and `E2E_LANE=side` those, once Vitest and the chat-apart run are done, on a server of its own
 * (E2E_PORT + 2), with its own results and report. Without E2E_LANE, every spec runs.
 */
const lane = process.env.E2E_LANE;
/**
 * The SDK conformance and accessibility specs, and two app-wide specs chosen by their time (about 6 % of the main
 * lane's), so that the two lanes end about together (docs/testing.md, "Where the time goes").
 */
const sideLaneSpecs = ['conformance/**/*.spec.ts', 'a11y/**/*.spec.ts', 'app-shell.spec.ts', 'pwa-first-visit.spec.ts'];
const runName = lane === 'side' ? 'side' : 'main';
const port = Number(process.env.E2E_PORT ?? 10090) + (lane === 'side' ? 2 : 0);
export const baseURL = `http://127.0.0.1:${port}`;
/** The managed LiveKit's three ports, derived from the app's port so parallel test servers never clash. */
const mediaBase = 20000 + (port % 10000) * 3;

/** Debian's Chromium; the machine's network is closed, so background services stay off. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/**
 * Debian's Chromium (`chromium`) and its headless shell (`chromium-headless-shell`, the same browser without the
 * desktop browser's shell, which Playwright itself runs for headless tests): in the shell a test takes about a fifth
 * less time and 30 % less CPU (docs/testing.md, "What made it cheaper"). The shell has no system notifications (`Notification.permission` is
 * always "denied"), so the tests that show one are tagged and run in the full browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const NEEDS_NOTIFICATIONS = '@system-notifications';

// Each test user's new context compiles the SDK's 35.7 MB core, then V8 recompiles its hot functions with its
// optimising tier on the same 2 cores: a quarter of a sign-in's CPU. The tests keep the first tier only (the same code
// and results, run unoptimised): a fifth off a test's time. The benches, which measure what a user's browser does,
// launch Debian's Chromium with `chromiumArgs` alone (docs/testing.md, "What made it cheaper").
const testArgs = [...chromiumArgs, '--js-flags=--liftoff-only'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: lane === 'side' ? sideLaneSpecs : '**/*.spec.ts',
  // The chat-service topology's own tests run in playwright.chat-apart.config.ts, against that topology.
  testIgnore: ['chat-apart/**', ...(lane === 'main' ? sideLaneSpecs : [])],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // E2E_WORKERS > 1 runs spec files side by side (each test makes its own users; specs with servers of their own take
  // ports by worker, e2e/support/own-server.ts). One by default: on 2 cores, two workers beside the chat-apart run
  // pushed the load past 20 and tests into their timeouts (docs/testing.md, "Where the time goes").
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  // Fails the run if any test server answered something /openapi.json does not describe.
  globalTeardown: './e2e/support/contract-teardown.ts',
  // Its own folders: the chat-apart run (playwright.chat-apart.config.ts) writes beside it at the same time, and each
  // run empties its own output folder when it starts. The servers' data directories stay in test-results/.
  outputDir: `test-results/${runName}`,
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: `playwright-report/${runName}` }],
        // Read by e2e/tools/e2e-outcome.ts at the end of `npm run test:e2e`.
        ['json', { outputFile: `playwright-report/${runName}.json` }],
      ]
    : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    // A trace records every action's snapshots and the screen the whole test long: a tenth of a test's time. CI keeps
    // one for a test that failed once (it runs again, traced); a run on a developer's machine, for every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A new context installs the service worker, which precaches the 6.7 MB SDK core beside the test's own work: a
    // sixth of a test's time. The specs of what the worker does (offline, the PWA, notifications, push, its caches)
    // allow it with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    // The one-column layout the specs were written in (the app was a 520 px column before the desktop layout, at
    // Playwright's default height); e2e/a11y/ checks the desktop's two panes and narrower windows itself.
    viewport: { width: 520, height: 720 },
  },
  projects: [
    {
      name: 'shell',
      grepInvert: new RegExp(NEEDS_NOTIFICATIONS),
      use: { launchOptions: { executablePath: headlessShellPath, args: testArgs } },
    },
    {
      name: 'chromium',
      grep: new RegExp(NEEDS_NOTIFICATIONS),
      use: { launchOptions: { executablePath: chromiumPath, args: testArgs } },
    },
  ],
  webServer: {
    // The same command a user runs; the data directory is thrown away after each run.
    command: 'npm start',
    url: `${baseURL}/healthz`,
    // The test server alone accepts a super code, and its per-IP limits are raised because every test user signs
    // in from 127.0.0.1; the limits themselves are proven on servers of their own (docs/security.md).
    env: {
      PORT: String(port),
      PARLEY_DATA_DIR: `test-results/server-data-${Date.now()}`,
      LOG_LEVEL: 'warn',
      PARLEY_MEDIA_PORT: String(mediaBase),
      PARLEY_MEDIA_TCP_PORT: String(mediaBase + 1),
      PARLEY_MEDIA_UDP_PORT: String(mediaBase + 2),
      // The SDK harness page of the conformance tests (never part of dist/).
      PARLEY_TEST_HARNESS: '1',
      PARLEY_SUPER_CODE: '666666',
      // TEST_ADMIN_SECRET (e2e/support/im-admin.ts): a server started without one makes a random one.
      PARLEY_ADMIN_SECRET: 'parley-e2e-admin-secret',
      PARLEY_LOGIN_LIMIT_PER_IP: '100000',
      PARLEY_CODE_SEND_LIMIT_PER_IP: '100000',
      PARLEY_ADMIN_SECRET_LIMIT_PER_IP: '100000',
      // Every answer is checked against /openapi.json; e2e/support/contract-teardown.ts fails the run on a mismatch.
      PARLEY_VALIDATE_RESPONSES: '1',
      // Link previews of the pages e2e/client/link-previews.spec.ts serves on 127.0.0.2; every other private or
      // loopback address (127.0.0.1 among them) stays refused.
      PARLEY_LINK_PREVIEW_ALLOW: '127.0.0.2',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
