import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config/config.ts';
import { migrate, openDatabase } from '../../db/database.ts';
import { importOrgCsv } from './org-import.ts';

// `npm run org:import -- file.csv`: fills the organization directory from a spreadsheet export (README).
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run org:import -- <file.csv>');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const db = openDatabase(loadConfig().dataDir);
try {
  migrate(db);
  const result = importOrgCsv(db, text);
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(`${file}:${problem.line}: ${problem.message}`);
    console.error(`nothing imported: ${result.problems.length} bad row(s)`);
    process.exitCode = 1;
  } else {
    console.log(`imported ${result.membersImported} member(s), created ${result.departmentsCreated} department(s)`);
  }
} finally {
  db.close();
}
