import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        define: { __APP_VERSION__: '"test"', __SDK_VERSION__: '"test"', __SDK_TEST_HOOKS__: 'false' },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/tools/**/*.test.ts'],
          setupFiles: ['server/test/contract-setup.ts'],
        },
      },
      {
        // The chat service's suite once more, its IM reached only over OpenIM's REST API and webhooks (deltas.md 12).
        test: {
          name: 'server-chat-over-http',
          environment: 'node',
          include: ['server/chat/**/*.test.ts'],
          // The HTTP adapter's own tests, and one that drives the embedded IM's in-process admin token, which only the
          // in-process adapter reads. Tests of calls and meetings listen for the webhooks and wait for them to be
          // handled (createTestApp's webhooksSettled).
          exclude: [
            'server/chat/http-im.test.ts',
            'server/chat/http-im-emitter.test.ts',
            'server/chat/admin-lockout.test.ts',
          ],
          env: { PARLEY_TEST_CHAT_IM: 'http' },
        },
      },
      {
        // The chat service's suite once more, every chat table in PostgreSQL (PARLEY_CHAT_DATABASE_URL): one server
        // for the run, a database per test app. PostgreSQL comes from Debian's package (.ci/run installs it).
        test: {
          name: 'server-chat-postgres',
          environment: 'node',
          include: ['server/chat/**/*.test.ts', 'server/push/**/*.test.ts'],
          globalSetup: ['server/test/postgres-setup.ts'],
          setupFiles: ['server/test/contract-setup.ts', 'server/test/postgres-env.ts'],
        },
      },
    ],
  },
});
