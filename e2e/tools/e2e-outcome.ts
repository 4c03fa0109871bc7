import { existsSync, readFileSync } from 'node:fs';

/**
 * Prints, last in `npm test` and `npm run test:e2e`, every test that failed or passed only on retry in the browser runs
 * (the main run, or its two lanes, and the chat-apart run), with its first error lines. CI keeps only the tail of a
 * run's output, and one run's own summary is followed by the others' output.
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

if (import.meta.filename === process.argv[1]) {
  console.log('--- browser tests: what did not pass at the first try');
  for (const [name, file] of Object.entries(REPORTS)) {
    // The side lane runs only in `npm test`; `npm run test:e2e` runs its specs in the main run.
    if (!existsSync(file)) console.log(name === 'side' ? '' : `${name}: no report (${file})`);
    else console.log(outcomeLines(name, JSON.parse(readFileSync(file, 'utf8')) as Report).join('\n'));
  }
}
