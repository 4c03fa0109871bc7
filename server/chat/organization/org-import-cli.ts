import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config/config.ts';
import { migrate, openDatabase } from '../../db/database.ts';
import { openChatDatabase } from '../storage/chat-database.ts';
import { importOrgCsv } from './org-import.ts';
import { importReport, printable } from './org-import-report.ts';

// `npm run org:import -- file.csv`: fills the organization directory from a spreadsheet export (docs/organization-import.md).
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run org:import -- <file.csv>');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(printable(`cannot read ${file}: ${(error as Error).message}`));
  process.exit(2);
}
const config = loadConfig();
const db = openDatabase(config.dataDir);
// The chat tables are where the chat service keeps them: this SQLite file, or PARLEY_CHAT_DATABASE_URL's PostgreSQL.
const chat = await openChatDatabase(config.chatDatabaseURL, (migrate(db), db));
try {
  const result = await importOrgCsv(chat.db, text);
  const report = importReport(file, result);
  for (const line of report.stdout) console.log(line);
  for (const line of report.stderr) console.error(line);
  if (result.problems.length > 0) process.exitCode = 1;
} finally {
  await chat.close();
  db.close();
}
