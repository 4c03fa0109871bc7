import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { unitOutcomeLines } from './e2e-outcome.ts';
import { UNIT_OUTCOME, type UnitOutcome } from './vitest-outcome-reporter.ts';

const failingFile = `
import { beforeAll, describe, expect, it } from 'vitest';
it('passes', () => expect(1).toBe(1));
it('fails', () => expect(1).toBe(2));
describe('a group', () => {
  beforeAll(() => { throw new Error('set-up broke'); });
  it('never runs', () => {});
});
it('leaves an error behind', async () => {
  setTimeout(() => { throw new Error('late'); }, 0);
  await new Promise((done) => setTimeout(done, 20));
});
`;

describe('the Vitest run’s outcome', () => {
  const root = mkdtempSync(join(tmpdir(), 'parley-vitest-outcome-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a real run’s failed test, failed set-up and error outside any test, and prints them', async () => {
    writeFileSync(join(root, 'sample.test.ts'), failingFile);
    const vitest = resolve('node_modules/.bin/vitest');
    const reporter = resolve('e2e/tools/vitest-outcome-reporter.ts');
    const run = promisify(execFile)(vitest, ['run', '--root', root, '--reporter=dot', `--reporter=${reporter}`], {
      cwd: root,
    });
    await expect(run).rejects.toMatchObject({ code: 1 });

    const outcome = JSON.parse(readFileSync(join(root, UNIT_OUTCOME), 'utf8')) as UnitOutcome;
    expect(outcome).toEqual({
      reason: 'failed',
      passed: 2,
      failed: [
        { where: 'sample.test.ts › a group', error: 'Error: set-up broke\nat sample.test.ts:6:27' },
        {
          where: 'sample.test.ts › fails',
          error: expect.stringMatching(/^AssertionError: expected 1 to be 2.*\nat sample.test.ts:4:29$/),
        },
        { where: 'outside any test', error: 'Error: late\nat sample.test.ts:10:28' },
      ],
    });
    expect(unitOutcomeLines(outcome)).toEqual([
      'unit: 2 passed, 3 failed (failed)',
      '  FAILED sample.test.ts › a group',
      '      Error: set-up broke',
      '      at sample.test.ts:6:27',
      '  FAILED sample.test.ts › fails',
      expect.stringMatching(/^ {6}AssertionError: expected 1 to be 2/),
      '      at sample.test.ts:4:29',
      '  FAILED outside any test',
      '      Error: late',
      '      at sample.test.ts:10:28',
    ]);
  });
});
