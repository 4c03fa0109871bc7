import { existsSync, readFileSync } from 'node:fs';
import { UNIT_OUTCOME, type UnitOutcome } from './vitest-outcome-reporter.ts';

/**
 * Prints, last in `npm test` and `npm run test:e2e`, every test that failed or passed only on retry in the browser runs
 * (the main run, or its two lanes, and the chat-apart run), with its first error lines, and with `--unit` what failed
 * in the Vitest run beside them. CI keeps only the tail of a run's output, and one run's own summary is followed by
 * the others' output.
 */

interface Result {
  status: string;
  errors?: { message?: string }[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { status: string; results: Result[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export const REPORTS = {
  main: 'playwright-report/main.json',
  'chat-apart': 'playwright-report/chat-apart.json',
  side: 'playwright-report/side.json',
};

const ansi = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

function* specsOf(suites: Suite[]): Generator<Spec> {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specsOf(suite.suites ?? []);
  }
}

/** Lines describing the tests of one report that did not pass at the first try. */
export function outcomeLines(name: string, report: Report): string[] {
  const stats = report.stats;
  const lines = [
    stats
      ? `${name}: ${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped`
      : `${name}: no stats`,
  ];
  for (const spec of specsOf(report.suites)) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      lines.push(`  ${test.status === 'flaky' ? 'FLAKY' : 'FAILED'} ${spec.file}:${spec.line} › ${spec.title}`);
      test.results.forEach((result, attempt) => {
        const message = result.errors?.[0]?.message?.replace(ansi, '').split('\n').slice(0, 6) ?? [];
        if (result.status !== 'passed')
          lines.push(`    try ${attempt + 1}: ${result.status}`, ...message.map((l) => `      ${l}`));
      });
    }
  }
  return lines;
}

/** Lines describing what did not pass in a Vitest run (vitest-outcome-reporter.ts). */
export function unitOutcomeLines(outcome: UnitOutcome): string[] {
  const lines = [`unit: ${outcome.passed} passed, ${outcome.failed.length} failed (${outcome.reason})`];
  for (const failure of outcome.failed)
    lines.push(`  FAILED ${failure.where}`, ...failure.error.split('\n').map((line) => `      ${line}`));
  return lines;
}

if (import.meta.filename === process.argv[1]) {
  if (process.argv.includes('--unit')) {
    console.log('--- Vitest: what did not pass');
    // Vitest runs first in its lane: with no outcome, it never ended (or never started), and the lane's runs after it
    // never ran.
    if (!existsSync(UNIT_OUTCOME)) console.log(`unit: no report (${UNIT_OUTCOME})`);
    else console.log(unitOutcomeLines(JSON.parse(readFileSync(UNIT_OUTCOME, 'utf8')) as UnitOutcome).join('\n'));
  }
  console.log('--- browser tests: what did not pass at the first try');
  for (const [name, file] of Object.entries(REPORTS)) {
    // The side lane runs only in `npm test`; `npm run test:e2e` runs its specs in the main run.
    if (!existsSync(file)) console.log(name === 'side' ? '' : `${name}: no report (${file})`);
    else console.log(outcomeLines(name, JSON.parse(readFileSync(file, 'utf8')) as Report).join('\n'));
  }
}
