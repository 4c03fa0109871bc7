import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

const clientBuild = () => ({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  define: { __APP_VERSION__: '"test"', __SDK_VERSION__: '"test"', __SDK_TEST_HOOKS__: 'false' },
});
const clientTest = { environment: 'happy-dom' as const, include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'] };

/** Client test files whose modules or globals are their own: mocked modules, stubbed globals, an IndexedDB. */
const ownModuleFiles = ['src', 'sw'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(root, file))
    .filter((file) => /vi\.(mock|doMock|stubGlobal|resetModules)\(|fake-indexeddb/.test(readFileSync(file, 'utf8'))),
);

/**
 * A server project's timeouts, which end a stuck test rather than time a slow one. server/test/contract-setup.ts fails
 * a test whose own timeout is shorter: on a loaded machine such a test fails where the project would have let it pass
 * (a flood of writes set to 30 s took 33 s in the 60 s chat-apart project, in CI on 2026-11-30). Doubled on 2026-12-01,
 * when CI's machine ran about twice as slowly: chat-apart tests took 47–58 s of their 60 s, and a pin flood ran past it.
 */
const serverTimeouts = (testTimeout: number, hookTimeout: number) => ({
  testTimeout,
  hookTimeout,
  provide: { projectTestTimeout: testTimeout },
});

export default defineConfig({
  test: {
    // Vitest runs one file fewer at a time than the machine has cores: one, on the 2-core CI machine, while most server
    // files spend their time waiting on sockets, PostgreSQL and LiveKit (one file at a time used 1.3 cores). Three
    // side by side: 181 s against 300 s for the whole run; each file makes its own test app, data directory and ports.
    maxWorkers: 3,
    projects: [
      // The client's files share one module graph and one DOM environment: its 144 files took 16.5 s, against 50 s with
      // each file isolated. A file that replaces modules (vi.mock) or globals, or keeps state in IndexedDB, gets modules
      // of its own.
      {
        ...clientBuild(),
        test: { ...clientTest, name: 'client', exclude: ownModuleFiles, isolate: false },
      },
      {
        ...clientBuild(),
        test: { ...clientTest, name: 'client-own-modules', include: ownModuleFiles },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/tools/**/*.test.ts'],
          // Most tests start a server and go through its routes and SQLite: on a loaded 2-core machine (a CI run beside
          // other work) a few of them passed 5 s, Vitest's default, without being stuck. The timeouts are there to
          // end a stuck test, not to time a slow one: `npm test` runs Vitest at `nice 10` beside the browser tests,
          // and on a slower 2-core machine a group's set-up on PostgreSQL passed 30 s there (2026-11-30, night).
          ...serverTimeouts(60_000, 120_000),
          // Each file builds its own test app (data directory, ports, clock): none leans on a module's state from
          // another. A fresh module graph for each of the 127 files was two thirds of the project's time.
          isolate: false,
          setupFiles: ['server/test/contract-setup.ts'],
        },
      },
      {
        // The chat service's suite once more, as it runs apart (deltas.md 12): its IM reached only over OpenIM's REST
        // API and webhooks, and every chat table in PostgreSQL (PARLEY_CHAT_DATABASE_URL), one server for the run and
        // a database per test app. PostgreSQL comes from Debian's package (.ci/run installs it). The embedded
        // combination (in process, SQLite) is the `server` project's; one pass each keeps the run short.
        test: {
          name: 'server-chat-apart',
          environment: 'node',
          include: ['server/chat/**/*.test.ts', 'server/push/**/*.test.ts'],
          // The HTTP adapter's own tests, and one that drives the embedded IM's in-process admin token, which only the
          // in-process adapter reads. Tests of calls and meetings listen for the webhooks and wait for them to be
          // handled (createTestApp's webhooksSettled).
          exclude: [
            'server/chat/http-im.test.ts',
            'server/chat/http-im-emitter.test.ts',
            'server/chat/admin-lockout.test.ts',
          ],
          env: { PARLEY_TEST_CHAT_IM: 'http' },
          isolate: false,
          // Every request crosses HTTP twice and every write reaches PostgreSQL: a loaded 2-core machine needs longer.
          ...serverTimeouts(120_000, 180_000),
          globalSetup: ['server/test/postgres-setup.ts'],
          setupFiles: ['server/test/contract-setup.ts', 'server/test/postgres-env.ts'],
        },
      },
    ],
  },
});
