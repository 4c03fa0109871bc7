import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCallback);

/** The files the wasm SDK loads by URL; they must match the installed SDK version exactly. */
export const SDK_ASSET_FILES = ['openIM.wasm', 'sql-wasm.wasm', 'wasm_exec.js'] as const;

/**
 * Brotli settings for the SDK assets, paid once per SDK version on each machine (the result is cached below). For
 * openIM.wasm with a 16 MiB window: q9 gives 5.38 MB in 6 s, q10 4.84 MB in 28 s, q11 4.64 MB in about 67 s on the
 * 2-core machine. On a 1.6 Mbps link q11 is 3.7 s sooner than q9 for every first visit (bench/slow-link.ts).
 */
const BROTLI_QUALITY = 11;
const BROTLI_WINDOW_BITS = 24;

export function sdkAssetsDir(): string {
  const require = createRequire(import.meta.url);
  // The package's `exports` hides package.json, so resolve its entry and walk up to assets/.
  return join(dirname(require.resolve('@openim/wasm-client-sdk')), '..', 'assets');
}

export function sdkVersion(): string {
  return readFileSync(join(sdkAssetsDir(), 'version'), 'utf8').trim();
}

function writeAtomically(path: string, data: Buffer): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}

export interface PreparedAsset {
  name: string;
  source: string;
  brotli: string;
  gzip: string;
}

/**
 * Compresses each SDK asset once per content hash and keeps the result under `cacheRoot`,
 * so rebuilding the client never recompresses the 35.7 MB core. The compression runs on libuv's thread pool, so the
 * build starts it first and bundles the app meanwhile (about a minute of one core for the core's brotli).
 */
export async function prepareSdkAssets(
  cacheRoot: string,
  log: (line: string) => void = () => {},
): Promise<PreparedAsset[]> {
  const dir = sdkAssetsDir();
  return Promise.all(
    SDK_ASSET_FILES.map(async (name) => {
      const source = join(dir, name);
      const content = readFileSync(source);
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
      const cacheDir = join(cacheRoot, `${name}-${hash}-br${BROTLI_QUALITY}w${BROTLI_WINDOW_BITS}`);
      mkdirSync(cacheDir, { recursive: true });
      const brotli = join(cacheDir, `${name}.br`);
      const gzip = join(cacheDir, `${name}.gz`);
      if (!existsSync(brotli)) {
        const started = Date.now();
        const compressed = await brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        writeAtomically(brotli, compressed);
        log(`compressed ${name} with brotli q${BROTLI_QUALITY} in ${Date.now() - started} ms`);
      }
      if (!existsSync(gzip)) writeAtomically(gzip, await gzipAsync(content, { level: 9 }));
      return { name, source, brotli, gzip };
    }),
  );
}

/**
 * Copies the raw and compressed assets into `outDir`, keeping the SDK file's mtime on every copy:
 * the SDK revalidates its cached core by ETag and Last-Modified, which must not change on a rebuild.
 */
export function emitSdkAssets(assets: PreparedAsset[], outDir: string): void {
  for (const asset of assets) {
    const { mtime } = statSync(asset.source);
    const copies: Array<[string, string]> = [
      [asset.source, join(outDir, asset.name)],
      [asset.brotli, join(outDir, `${asset.name}.br`)],
      [asset.gzip, join(outDir, `${asset.name}.gz`)],
    ];
    for (const [from, to] of copies) {
      copyFileSync(from, to);
      utimesSync(to, mtime, mtime);
    }
  }
}
