import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { precompressTree, walkFiles } from '../../server/static/precompress.ts';
import { OwnServer } from '../../e2e/support/own-server.ts';
import type { CoreHome } from './login-page-start.ts';

/**
 * OpenIM's own web clients, built from their public sources (bench/README.md, "OpenIM's clients side by side", has the
 * commands), with every server address set to `http://peer.invalid/...` and `ws://peer.invalid/...`. The bench serves
 * each from an embedded server of its own, so the page, the API, the chat service and the gateway share one origin, as
 * they do for Parley.
 */
export const PEER_ORIGIN_PLACEHOLDER = 'peer.invalid';

/** The SDK's files the demos copy into their `public/`; where they are Parley's bytes, Parley's compressed copies serve. */
const SDK_FILES = ['openIM.wasm', 'sql-wasm.wasm', 'wasm_exec.js'];

/**
 * The addresses a demo was built with become the page's own origin, read when the page runs: the same build then
 * works behind the bench's slow link (another port) as well as directly. Vite inlines them as string literals.
 */
export function pointAtOwnOrigin(script: string): string {
  return script
    .replaceAll(`"http://${PEER_ORIGIN_PLACEHOLDER}/`, 'location.origin+"/')
    .replaceAll(`"ws://${PEER_ORIGIN_PLACEHOLDER}/`, 'location.origin.replace(/^http/,"ws")+"/');
}

function sameBytes(a: string, b: string): boolean {
  return (
    existsSync(a) && existsSync(b) && statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b))
  );
}

/**
 * A demo's `dist/` made ready to serve as Parley's is: its addresses pointed at its own origin, and every text asset
 * precompressed (brotli 11, gzip 9) as Parley's build does. Prepared once per build, in the system's temporary folder.
 */
export function preparePeerClient(name: string, builtDir: string, parleyDist: string): string {
  const source = resolve(builtDir);
  if (!existsSync(join(source, 'index.html'))) throw new Error(`${name}: no index.html in ${source}; build it first`);
  const stamp = String(statSync(join(source, 'index.html')).mtimeMs);
  const target = join(tmpdir(), `parley-peer-${name}-${basename(source)}`);
  const stampFile = join(target, '.peer-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return target;
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  for (const path of walkFiles(target)) {
    if (!path.endsWith('.js')) continue;
    const script = readFileSync(path, 'utf8');
    const pointed = pointAtOwnOrigin(script);
    if (pointed !== script) writeFileSync(path, pointed);
  }
  const placeholderLeft = [...walkFiles(target)].find(
    (path) => /\.(js|html)$/.test(path) && readFileSync(path, 'utf8').includes(PEER_ORIGIN_PLACEHOLDER),
  );
  if (placeholderLeft) throw new Error(`${name}: ${placeholderLeft} still names ${PEER_ORIGIN_PLACEHOLDER}`);
  precompressTree(target);
  for (const file of SDK_FILES) {
    if (!sameBytes(join(target, file), join(parleyDist, file))) continue;
    for (const encoding of ['br', 'gz']) {
      const compressed = join(parleyDist, `${file}.${encoding}`);
      if (existsSync(compressed)) cpSync(compressed, join(target, `${file}.${encoding}`));
    }
  }
  writeFileSync(stampFile, stamp);
  return target;
}

export interface BenchClient {
  name: string;
  /** Where the Go core runs, for `coreStartedMs`: the demos' page, Parley's SDK worker. */
  home: CoreHome;
  server: OwnServer;
}

/**
 * The clients a side-by-side bench takes: OpenIM's H5 and React demos where PEER_H5_DIR and PEER_REACT_DIR name their
 * builds, and Parley (`parleyDist`), each on an embedded server of its own from `basePort` on (not yet started).
 */
export function sideBySideClients(basePort: number, parleyDist: string): BenchClient[] {
  const peers = [
    { name: 'H5', dir: process.env.PEER_H5_DIR },
    { name: 'React', dir: process.env.PEER_REACT_DIR },
  ].filter((peer): peer is { name: string; dir: string } => Boolean(peer.dir));
  if (peers.length === 0) console.warn('neither PEER_H5_DIR nor PEER_REACT_DIR is set: Parley alone');
  return [
    ...peers.map((peer, index) => ({
      name: peer.name,
      home: 'page' as const,
      server: new OwnServer(basePort + index, {
        PARLEY_CLIENT_DIR: preparePeerClient(peer.name.toLowerCase(), peer.dir, parleyDist),
      }),
    })),
    { name: 'Parley', home: 'parley-worker', server: new OwnServer(basePort + 2, { PARLEY_CLIENT_DIR: parleyDist }) },
  ];
}
