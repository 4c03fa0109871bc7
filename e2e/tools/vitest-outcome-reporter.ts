import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Keeps, for `e2e/tools/e2e-outcome.ts`, what in a Vitest run did not pass: the failed tests, the files and suites
 * whose hooks or collection failed, and the errors outside any test (a worker that exited). In `npm test` Vitest's own
 * summary is followed by two browser runs' output, and CI shows only the end of it.
 */

export const UNIT_OUTCOME = 'playwright-report/vitest-outcome.json';

export interface UnitFailure {
  where: string;
  error: string;
}
export interface UnitOutcome {
  reason: string;
  passed: number;
  failed: UnitFailure[];
}

/** The error's first lines, and where it was thrown: CI's tail has no stack, and one test can assert many times. */
const firstLines = (error: SerializedError) => {
  const lines = `${error.name ?? 'Error'}: ${error.message ?? ''}`.split('\n').slice(0, 6);
  const frame = error.stacks?.[0];
  if (frame) lines.push(`at ${relative(process.cwd(), frame.file)}:${frame.line}:${frame.column}`);
  return lines.join('\n');
};

export function unitOutcome(
  modules: ReadonlyArray<TestModule>,
  unhandled: ReadonlyArray<SerializedError>,
  reason: string,
): UnitOutcome {
  const failed: UnitFailure[] = [];
  let passed = 0;
  for (const module of modules) {
    const file = module.project.name ? `[${module.project.name}] ${module.relativeModuleId}` : module.relativeModuleId;
    for (const error of module.errors()) failed.push({ where: file, error: firstLines(error) });
    for (const suite of module.children.allSuites())
      for (const error of suite.errors())
        failed.push({ where: `${file} › ${suite.fullName}`, error: firstLines(error) });
    for (const test of module.children.allTests()) {
      const result = test.result();
      if (result.state === 'passed') passed += 1;
      if (result.state !== 'failed') continue;
      for (const error of result.errors.slice(0, 1))
        failed.push({ where: `${file} › ${test.fullName}`, error: firstLines(error) });
    }
  }
  for (const error of unhandled) failed.push({ where: 'outside any test', error: firstLines(error) });
  return { reason, passed, failed };
}

export default class VitestOutcomeReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>, reason: string) {
    mkdirSync(dirname(UNIT_OUTCOME), { recursive: true });
    writeFileSync(UNIT_OUTCOME, JSON.stringify(unitOutcome(modules, unhandled, reason), null, 2));
  }
}
