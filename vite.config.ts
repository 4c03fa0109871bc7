import { defineConfig } from 'vite';
import type { ModuleInfo } from 'rolldown';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolve } from 'node:path';
import { buildStamp, openimSdkAssets, precompressBuild } from './server/static/vite-plugins.ts';
import { routeTreeOptions } from './scripts/route-tree-options.ts';
import { sdkVersion } from './server/static/sdk-assets.ts';
import packageJson from './package.json' with { type: 'json' };
import { webManifest } from './src/pwa/web-manifest.ts';

/** The bundler's view of the module graph while it splits chunks (rolldown's `ChunkingContext`). */
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };
const initialSets = new WeakMap<ModuleGraph, Set<string>>();

/**
 * Whether the page loads `id` at start: an entry (index.html) or what the entries import statically, transitively.
 * A chunk group's `tags: ['$initial']` says the same, but only for a group of its own, with no other module in it.
 */
function loadedAtStart(graph: ModuleGraph, id: string): boolean {
  let initial = initialSets.get(graph);
  if (!initial) {
    // Every module hangs below an entry by static or dynamic imports: the first one asked about leads to them.
    const entries = new Set<string>();
    const seen = new Set<string>();
    const up = [id];
    for (let next = up.pop(); next !== undefined; next = up.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const info = graph.getModuleInfo(next);
      if (info?.isEntry) entries.add(next);
      up.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
    }
    initial = new Set<string>();
    const down = [...entries];
    for (let next = down.pop(); next !== undefined; next = down.pop()) {
      if (initial.has(next)) continue;
      initial.add(next);
      down.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    initialSets.set(graph, initial);
  }
  return initial.has(id);
}

const devServerTarget = process.env.PARLEY_DEV_SERVER ?? 'http://127.0.0.1:10088';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __SDK_VERSION__: JSON.stringify(sdkVersion()),
    __SDK_TEST_HOOKS__: 'false',
  },
  plugins: [
    tanstackRouter(routeTreeOptions),
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
        // piece of the router became a chunk of its own, 0.4–2 KB apiece (issue 18), and with the start-up code in 7
        // chunks it still waited on 11-12 (issue 28). Now on 5: the start-up code, the bundler's runtime, the locale's
        // catalog and the login screen (two files: the route's import target re-exports the chunk of its group, as
        // rolldown does for a dynamic import whose module a group took). Only the screens are lazy, and they stay
        // split.
        codeSplitting: {
          groups: [
            // Everything index.html loads, in one chunk (one request, and one gzip dictionary: 7 KB less than in 7
            // chunks), with TanStack Query whole (useQuery would be a request of its own for the first screen that
            // reads the chat service) and the server-features hook the sign-in screens and several others use.
            {
              name: (id, context) =>
                loadedAtStart(context, id) ||
                /\/node_modules\/@tanstack\/(react-query|query-core)\/|\/src\/api\/(use-)?server-features\.ts$/.test(id)
                  ? 'app'
                  : null,
            },
            // The admin console in one chunk: its sections, their split route components and its calls. Each chunk
            // costs the first load its name in the route configs' preload map, and a user never opens the console.
            {
              name: 'admin-console',
              test: /\/src\/(features\/admin|api\/admin)\/|\/src\/routes\/admin(\.tsx|\/[^?]*\.tsx)\?tsr-split/,
              // Its own modules only: the shared ones it uses (React, the UI kit) stay where the app loads them.
              includeDependenciesRecursively: false,
            },
            // The login screen with the small pieces the sign-in screens share, which came as three requests and would
            // be seven apart. The other sign-in screens load the login screen with them (2.4 KB gzip).
            {
              name: 'sign-in',
              test: /\/src\/routes\/login\.tsx\?tsr-split=component|\/src\/(features\/auth\/(LoginScreen|PhoneFields|VerificationCodeField|NewPasswordFields|credential-validation|chat-error-message|use-resend-countdown)|ui\/FormError|state\/session\/sign-in-prefill)\.tsx?$/,
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
