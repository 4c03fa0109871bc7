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
        globIgnores: ['openIM.wasm', 'e2e/**', 'screenshots/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompressBuild(),
    buildStamp('.build-stamp'),
  ],
  build: {
    target: 'es2022',
    rollupOptions: {
      input: {
        app: resolve('index.html'),
        harness: resolve('e2e/harness/index.html'),
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
