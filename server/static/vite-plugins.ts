import { createReadStream, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { precompressTree } from './precompress.ts';
import { emitSdkAssets, prepareSdkAssets, sdkAssetsDir, SDK_ASSET_FILES, type PreparedAsset } from './sdk-assets.ts';

const contentTypes: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript; charset=utf-8',
};

/**
 * Puts the installed SDK's wasm assets next to the built app (never in git), and serves them in dev. A build starts
 * compressing them at once and copies them in writeBundle, so the files exist before the PWA plugin builds its
 * precache manifest.
 */
export function openimSdkAssets(cacheRoot: string): Plugin {
  let outDir = 'dist';
  let isBuild = false;
  let prepared: Promise<PreparedAsset[]> | null = null;
  // The compression outlives buildStart, whose plugin context drops later logs; Vite's own logger keeps them.
  let log: (line: string) => void = () => {};
  return {
    name: 'parley:openim-sdk-assets',
    configResolved(config) {
      outDir = config.build.outDir;
      isBuild = config.command === 'build';
      log = (line) => config.logger.info(`[parley:openim-sdk-assets] ${line}`);
    },
    buildStart() {
      if (!isBuild) return;
      prepared = prepareSdkAssets(cacheRoot, log);
      // Awaited in writeBundle; a failure before then must not surface as an unhandled rejection.
      prepared.catch(() => undefined);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = SDK_ASSET_FILES.find((file) => req.url?.split('?')[0] === `/${file}`);
        if (!name) return next();
        const path = join(sdkAssetsDir(), name);
        const extension = name.slice(name.lastIndexOf('.'));
        res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
        res.setHeader('Content-Length', statSync(path).size);
        if (req.method === 'HEAD') return res.end();
        createReadStream(path).pipe(res);
      });
    },
    async writeBundle() {
      emitSdkAssets(await (prepared ?? prepareSdkAssets(cacheRoot, log)), outDir);
    },
  };
}

/** Writes .br and .gz siblings for the built text assets, which the server sends as they are. */
export function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parley:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // closeBundle runs after vite-plugin-pwa has written sw.js, so the worker gets compressed too.
    closeBundle: {
      order: 'post',
      handler() {
        precompressTree(outDir);
      },
    },
  };
}

/**
 * Marks the build complete, so `npm start` can tell a current build from a stale or half-written one
 * (server/build-if-stale.ts), whichever command built it.
 */
export function buildStamp(stampName: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'parley:build-stamp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        writeFileSync(join(outDir, stampName), new Date().toISOString());
      },
    },
  };
}
