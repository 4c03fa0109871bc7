import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the client build reads; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = [
  'src',
  // Types and constants the client shares with the server (wire/message-extras.ts, for one).
  'wire',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  // patch-package's edits of installed packages (the SDK's loader and its SQL worker, which is copied into dist/ as is).
  'patches',
  'server/static',
];
const GENERATED = new Set(['routeTree.gen.ts', 'messages.ts']);
const STAMP = 'dist/.build-stamp';

/** The SDK harness of the browser tests (vite.harness.config.ts), built only when the server will serve it. */
const HARNESS_INPUTS = [
  'e2e/harness',
  // The harness runs the SDK in the app's own SDK worker.
  'src/sdk/core-worker',
  'vite.harness.config.ts',
  'package-lock.json',
  'patches',
  'server/static/vite-plugins.ts',
];
const HARNESS_STAMP = 'dist-harness/.build-stamp';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (GENERATED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(root: string, stampPath: string, inputs: readonly string[]): boolean {
  const stamp = join(root, stampPath);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

export function clientBuildIsStale(root = process.cwd()): boolean {
  return isStale(root, STAMP, BUILD_INPUTS);
}

export function harnessBuildIsStale(root = process.cwd()): boolean {
  return isStale(root, HARNESS_STAMP, HARNESS_INPUTS);
}

/**
 * `sourcesGenerated`: `npm run generate` has just written the catalogs and the route tree, and the type-checks may be
 * reading them, so the build must not write them again (the catalogs' compiler rewrites its files even when unchanged).
 */
export function buildClientIfStale(root = process.cwd(), { sourcesGenerated = false } = {}): void {
  if (!clientBuildIsStale(root)) return;
  console.log(JSON.stringify({ level: 'info', msg: 'client build is stale; building' }));
  // The build writes the stamp itself when it completes (server/static/vite-plugins.ts).
  if (sourcesGenerated) execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  else execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

export function buildHarnessIfStale(root = process.cwd()): void {
  if (!harnessBuildIsStale(root)) return;
  console.log(JSON.stringify({ level: 'info', msg: 'test harness build is stale; building' }));
  execFileSync('npx', ['vite', 'build', '--config', 'vite.harness.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
