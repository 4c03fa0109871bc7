import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeViolations, readViolations } from '../../server/http/contract-violations.ts';

/**
 * After the run: every answer of /api and /chat that the test servers gave (PARLEY_VALIDATE_RESPONSES) must be what
 * /openapi.json says. The servers write each mismatch to their data directory under test-results/.
 */
export default function assertNoContractViolations(): void {
  const root = 'test-results';
  let dataDirs: string[];
  try {
    dataDirs = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, entry.name));
  } catch {
    return;
  }
  const violations = dataDirs.flatMap((dataDir) => readViolations(dataDir));
  if (violations.length > 0) throw new Error(describeViolations(violations));
}
