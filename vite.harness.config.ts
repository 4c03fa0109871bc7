import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { buildStamp } from './server/static/vite-plugins.ts';

/**
 * The SDK harness page for browser tests and benchmarks, built apart from the app into `dist-harness/` so it never
 * ships in `dist/`. The server serves it only with PARLEY_TEST_HARNESS=1; the SDK's wasm files come from the app's
 * build, as they do for the app.
 */
export default defineConfig({
  // The SDK worker calls the few core functions the conformance suite needs only in this build.
  define: { __SDK_TEST_HOOKS__: 'true' },
  plugins: [buildStamp('.build-stamp')],
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist-harness',
    emptyOutDir: true,
    assetsDir: 'e2e/harness/assets',
    rollupOptions: { input: { harness: resolve('e2e/harness/index.html') } },
  },
  worker: { format: 'es' },
});
