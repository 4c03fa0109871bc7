import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverage, coverageTable, sdkMethods } from './sdk-coverage.ts';

/** A markdown table's rows as trimmed cells, whatever padding prettier gave it. */
const cells = (table: string) =>
  table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

describe('SDK method coverage', () => {
  it('lists every typed method once, covered by a spec or not supported with a reason', () => {
    const rows = coverage();
    expect(rows.map((row) => row.method)).toEqual(sdkMethods());
    expect(sdkMethods().length).toBeGreaterThan(150);
    for (const row of rows) {
      if (row.status === 'covered') expect(row.specs.length, row.method).toBeGreaterThan(0);
      else expect(row.reason, row.method).toBeTruthy();
    }
    // Every method this build can run is driven by a spec.
    expect(rows.filter((row) => row.status === 'not supported' && !row.reason)).toEqual([]);
  });

  it('matches the table in e2e/conformance/README.md', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'conformance', 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('<!-- sdk-coverage:start -->'),
      readme.indexOf('<!-- sdk-coverage:end -->'),
    );
    expect(cells(section)).toEqual(cells(coverageTable()));
  });
});
