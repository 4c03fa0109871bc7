import { describe, expect, it } from 'vitest';
import { outcomeLines } from './e2e-outcome.ts';

const spec = (title: string, line: number, status: string, results: { status: string; message?: string }[]) => ({
  title,
  file: 'client/chat.spec.ts',
  line,
  tests: [
    {
      status,
      results: results.map((result) => ({
        status: result.status,
        errors: result.message ? [{ message: result.message }] : [],
      })),
    },
  ],
});

describe('the browser runs’ outcome', () => {
  it('names each failed and flaky test with its failed tries’ first error lines, and leaves out the passed', () => {
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          specs: [spec('passes', 5, 'expected', [{ status: 'passed' }])],
          suites: [
            {
              specs: [
                spec('fails twice', 9, 'unexpected', [
                  { status: 'failed', message: '\u001b[31mError: expected 1\u001b[39m\nline 2' },
                  { status: 'timedOut', message: 'Test timeout of 60000ms exceeded.' },
                ]),
                spec('passes on retry', 20, 'flaky', [{ status: 'failed', message: 'boom' }, { status: 'passed' }]),
              ],
            },
          ],
        },
      ],
    };
    expect(outcomeLines('main', report)).toEqual([
      'main: 1 passed, 1 flaky, 1 failed, 0 skipped',
      '  FAILED client/chat.spec.ts:9 › fails twice',
      '    try 1: failed',
      '      Error: expected 1',
      '      line 2',
      '    try 2: timedOut',
      '      Test timeout of 60000ms exceeded.',
      '  FLAKY client/chat.spec.ts:20 › passes on retry',
      '    try 1: failed',
      '      boom',
    ]);
  });
});
