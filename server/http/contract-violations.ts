import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ContractViolation } from './response-contract.ts';

/** Where a server checking its answers (config.validateResponses) writes each one the document does not describe. */
const violationsFile = (dataDir: string) => join(dataDir, 'contract-violations.jsonl');

/** Logs the violation and appends it to the data directory's file, which the test runs read at the end. */
export function recordViolation(dataDir: string, log: FastifyBaseLogger) {
  return (violation: ContractViolation) => {
    log.error({ violation }, 'answer does not match /openapi.json');
    appendFileSync(violationsFile(dataDir), `${JSON.stringify(violation)}\n`);
  };
}

/** The violations recorded in a data directory; `clear` empties the file once read. */
export function readViolations(dataDir: string, { clear = false } = {}): ContractViolation[] {
  const file = violationsFile(dataDir);
  if (!existsSync(file)) return [];
  const violations = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ContractViolation);
  if (clear) rmSync(file);
  return violations;
}

/** A test failure's message: each violation's route, what did not match, and the start of the answer. */
export function describeViolations(violations: readonly ContractViolation[]): string {
  const lines = violations
    .slice(0, 20)
    .map((violation) => `${violation.method} ${violation.url}: ${violation.errors.join('; ')}\n  ${violation.body}`);
  return `${violations.length} answers do not match /openapi.json:\n${lines.join('\n')}`;
}
