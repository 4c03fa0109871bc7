import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeViolations, readViolations } from '../../server/http/contract-violations.ts';

/**
 * After the run: every answer of /api and /chat that the test servers gave (PARLEY_VALIDATE_RESPONSES) must be what
 * /openapi.json says. The servers write each mismatch to their data directory under test-results/, where earlier
 * local runs' directories stay (no run empties test-results/ itself), so only this run's are read.
 */
export default function assertNoContractViolations(): void {
  const root = 'test-results';
  const runStarted = Date.now() - process.uptime() * 1000;
  let dataDirs: string[];
  try {
    dataDirs = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, entry.name))
      .filter((dir) => statSync(dir).mtimeMs >= runStarted);
  } catch {
    return;
  }
  const violations = dataDirs.flatMap((dataDir) => readViolations(dataDir));
  if (violations.length > 0) throw new Error(describeViolations(violations));
}
