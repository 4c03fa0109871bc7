import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;

export function* walkFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz siblings for a build's text assets, which the server sends as they are. Under 1 KB a header
 * costs more than compression saves.
 */
export function precompressTree(dir: string): void {
  for (const path of walkFiles(dir)) {
    if (!compressible.test(path) || statSync(path).size < 1024) continue;
    const content = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}
