import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientBuildIsStale } from './build-if-stale.ts';

function project() {
  const root = mkdtempSync(join(tmpdir(), 'parley-stale-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'x');
  writeFileSync(join(root, 'src', 'routeTree.gen.ts'), 'generated');
  return root;
}

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe('clientBuildIsStale', () => {
  it('is stale when nothing was built', () => {
    expect(clientBuildIsStale(project())).toBe(true);
  });

  it('is fresh when the build is newer than every input, ignoring generated files', () => {
    const root = project();
    at(join(root, 'src', 'main.tsx'), 1000);
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', '.build-stamp'), 'built');
    at(join(root, 'dist', '.build-stamp'), 2000);
    at(join(root, 'src', 'routeTree.gen.ts'), 3000);
    expect(clientBuildIsStale(root)).toBe(false);
  });

  it('is stale when a source changed after the build', () => {
    const root = project();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', '.build-stamp'), 'built');
    at(join(root, 'dist', '.build-stamp'), 2000);
    at(join(root, 'src', 'main.tsx'), 3000);
    expect(clientBuildIsStale(root)).toBe(true);
  });
});
