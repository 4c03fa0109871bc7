import { afterEach, beforeEach, expect, inject } from 'vitest';
import { readViolations } from '../http/contract-violations.ts';
import { checkedDataDirs } from './test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's test timeout (vitest.config.ts, serverTimeouts). */
    projectTestTimeout: number;
  }
}

// A test may allow itself more time than its project does, never less: on a loaded machine it would fail where its
// project's timeout lets it pass.
beforeEach(({ task }) => {
  const allowed = inject('projectTestTimeout');
  if (task.timeout < allowed)
    throw new Error(
      `this test's timeout, ${task.timeout} ms, is under its project's ${allowed} ms: drop it or raise it`,
    );
});

// Every answer of /api and /chat a server test sees must be what /openapi.json says (docs/architecture.md, "API document").
afterEach(() => {
  const violations = [...checkedDataDirs].flatMap((dataDir) => readViolations(dataDir, { clear: true }));
  expect(violations, 'answers that /openapi.json does not describe').toEqual([]);
});
