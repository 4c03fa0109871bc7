import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { CHAT_APART_RUN } from './server/test/free-port';

// Its workers take ports for servers of their own apart from the main run's (server/test/free-port.ts).
process.env[CHAT_APART_RUN] = '1';

// Next to the main run's port, so the two runs can share a machine (`npm run test:e2e` runs one after the other).
const port = Number(process.env.E2E_PORT ?? 10090) + 1;
const baseURL = `http://127.0.0.1:${port}`;
const mediaBase = 20000 + (port % 10000) * 3;
const serverEnv = base.webServer && !Array.isArray(base.webServer) ? (base.webServer.env ?? {}) : {};

// Left out, to keep CI short: tests that start a server of their own (they prove nothing about the topology), and
// the moments tests of uploads (IM's object storage), offline reading and the client's outbox.
const leftOut = [
  /CSV import fills the directory/,
  /pictures upload with progress/,
  /a publish a reload cut short/,
  /stay readable offline/,
];

/**
 * The chat service's end-to-end tests once more, in the topology of docs/past-one-machine.md: the embedded IM with
 * its chat service off, reached by the chat service only over OpenIM's REST API and webhooks; three chat-service
 * copies on a throw-away PostgreSQL; HAProxy (deploy/haproxy.cfg) on E2E_PORT + 1 as the browser's one origin
 * (e2e/chat-apart/topology-server.ts). `npm test` runs it after the main suite.
 */
export default defineConfig({
  ...base,
  testMatch: [
    // sign-in and codes
    'conformance/chat-accounts.spec.ts',
    'client/sign-in-options.spec.ts',
    // moments and who sees them
    'conformance/moments.spec.ts',
    'client/moments.spec.ts',
    // the profile and its settings: the friend-request preference reaches IM through beforeAddFriend
    'client/profile.spec.ts',
    // the directory and applets
    'client/admin-directory.spec.ts',
    'client/organization-and-workbench.spec.ts',
    // call and meeting tokens: live calls and meetings are in the chat database, so any copy answers for a room
    // whose invite webhook another copy heard (server/chat/rooms/)
    'client/calls.spec.ts',
    'client/meetings.spec.ts',
    // an OpenIM client's invite (the real SDK), answered in Parley with a token from whichever copy
    'conformance/call-signal-interop.spec.ts',
    // link previews (fetched and kept by the chat service, in PostgreSQL; PARLEY_LINK_PREVIEW_ALLOW comes with the
    // base config's env) and Markdown formatting
    'client/link-previews.spec.ts',
    'client/formatting.spec.ts',
    // Left out: client/group-call-grid.spec.ts (the grid's layout; calls.spec.ts already has a group call's tokens),
    // client/call-push.spec.ts (a server of its own, and Web Push), client/call-signal-counts.spec.ts (IM only).
    // reactions to IM messages, kept by the chat service and told through IM's business notifications (issue 39)
    'client/reactions.spec.ts',
    // edits, checked against the facts IM's after-send webhooks gave whichever copy heard them
    'client/edits.spec.ts',
    // pinned messages, kept by the chat service beside reactions and told the same way
    'client/pins.spec.ts',
    'conformance/message-extras.spec.ts',
    // what only a topology of copies can show (Web Push among them: chat-apart/push.spec.ts)
    'chat-apart/*.spec.ts',
  ],
  testIgnore: [],
  use: { ...base.use, baseURL },
  // The topology's IM, three copies and PostgreSQL already keep both cores busy beside the main run.
  workers: 1,
  // Beside the main run's results and report, which `npm test` made just before (the servers' data stays in
  // test-results/, where the contract check reads it).
  outputDir: 'test-results/chat-apart',
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: 'playwright-report/chat-apart' }],
        ['json', { outputFile: 'playwright-report/chat-apart.json' }],
      ]
    : 'list',
  // A project's grepInvert replaces the config's, so the tests left out are left out of each of the base's projects.
  projects: (base.projects ?? []).map((project) => ({
    ...project,
    grepInvert: [...leftOut, ...[project.grepInvert ?? []].flat()],
  })),
  webServer: {
    command: 'node --import tsx e2e/chat-apart/topology-server.ts',
    url: `${baseURL}/healthz`,
    env: {
      PORT: String(port),
      PARLEY_APART_ENV: JSON.stringify({
        ...serverEnv,
        PORT: undefined,
        PARLEY_DATA_DIR: undefined,
      }),
      PARLEY_APART_IM_ENV: JSON.stringify({
        PARLEY_MEDIA_PORT: String(mediaBase),
        PARLEY_MEDIA_TCP_PORT: String(mediaBase + 1),
        PARLEY_MEDIA_UDP_PORT: String(mediaBase + 2),
      }),
    },
    reuseExistingServer: false,
    // SIGTERM, so the topology stops its PostgreSQL cluster (Playwright's default, SIGKILL, would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    timeout: 300_000,
    stdout: 'pipe',
  },
});
