import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolve } from 'node:path';
import { buildStamp, openimSdkAssets, precompressBuild } from './server/static/vite-plugins.ts';
import { sdkVersion } from './server/static/sdk-assets.ts';
import packageJson from './package.json' with { type: 'json' };
import { webManifest } from './src/pwa/web-manifest.ts';

const devServerTarget = process.env.PARLEY_DEV_SERVER ?? 'http://127.0.0.1:10088';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __SDK_VERSION__: JSON.stringify(sdkVersion()),
    __SDK_TEST_HOOKS__: 'false',
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    openimSdkAssets(resolve('node_modules/.cache/parley-sdk-assets')),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,mp3}', 'sql-wasm.wasm'],
        // The 35.7 MB core is cached once, by the SDK's own loader; see sw/sdk-core.ts.
        globIgnores: ['openIM.wasm', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompressBuild(),
    buildStamp('.build-stamp'),
  ],
  build: {
    target: 'es2022',
    // The SDK harness of the browser tests is built apart (vite.harness.config.ts): it must not ship.
    rolldownOptions: {
      input: { app: resolve('index.html') },
      output: {
        // Without these, the login form waited on 57 files: each route file's config (its search schema) and each
        // piece of the router became a chunk of its own, 0.4–2 KB apiece (issue 18). The route configs are all
        // imported by the route tree anyway; only the screens are lazy, and they stay split.
        codeSplitting: {
          groups: [
            { name: 'route-configs', test: /\/src\/routes\/[^?]*\.tsx$/ },
            // TanStack Query whole: the start-up code holds the client, and useQuery would be a request of its own.
            { name: 'query', test: /\/node_modules\/@tanstack\/(react-query|query-core)\// },
            {
              name: 'router',
              test: /\/node_modules\/@tanstack\/(react-router|router-core|history|react-store|store)\//,
            },
            // Small modules both the start-up code and the lazy screens use, which would each be a request of their own.
            {
              name: 'app-core',
              test: /\/src\/(routing\/router-search|state\/conversations\/unread-atoms|state\/sound\/chime|ui\/theme\/theme-preference|ui\/toast\/toast-atoms|i18n\/i18n)\.ts$|\/node_modules\/@lingui\/core\//,
            },
            // The admin console in one chunk: its sections, their split route components and its calls. Each chunk
            // costs the first load its name in the route configs' preload map, and a user never opens the console.
            {
              name: 'admin-console',
              test: /\/src\/(features\/admin|api\/admin)\/|\/src\/routes\/admin(\.tsx|\/[^?]*\.tsx)\?tsr-split/,
              // Its own modules only: the shared ones it uses (React, the UI kit) stay where the app loads them.
              includeDependenciesRecursively: false,
            },
            // The small pieces the sign-in screens share, which came as seven requests of their own.
            {
              name: 'sign-in-fields',
              test: /\/src\/(features\/auth\/(PhoneFields|VerificationCodeField|NewPasswordFields|credential-validation|chat-error-message|use-resend-countdown)|ui\/FormError|state\/session\/sign-in-prefill)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['@openim/wasm-client-sdk'] },
  server: {
    proxy: {
      '/api': devServerTarget,
      '/chat': devServerTarget,
      '/object': devServerTarget,
      '/msg_gateway': { target: devServerTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
