import { afterEach, expect } from 'vitest';
import { readViolations } from '../http/contract-violations.ts';
import { checkedDataDirs } from './test-app.ts';

// Every answer of /api and /chat a server test sees must be what /openapi.json says (docs/architecture.md, "API document").
afterEach(() => {
  const violations = [...checkedDataDirs].flatMap((dataDir) => readViolations(dataDir, { clear: true }));
  expect(violations, 'answers that /openapi.json does not describe').toEqual([]);
});
