import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the client build reads; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'e2e/harness',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'server/static',
];
const GENERATED = new Set(['routeTree.gen.ts', 'messages.ts']);
const STAMP = 'dist/.build-stamp';

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

export function clientBuildIsStale(root = process.cwd()): boolean {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}

export function buildClientIfStale(root = process.cwd()): void {
  if (!clientBuildIsStale(root)) return;
  console.log(JSON.stringify({ level: 'info', msg: 'client build is stale; building' }));
  // The build writes the stamp itself when it completes (server/static/vite-plugins.ts).
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
