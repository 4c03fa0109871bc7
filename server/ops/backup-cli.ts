import { loadConfig } from '../config/config.ts';
import { backup } from './backup.ts';

/** `npm run backup -- <file>`: an online backup of the configured data directory (docs/operations.md, "Backups and restore"). */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run backup -- <file>');
  process.exit(2);
}
const { dataDir } = loadConfig();
const started = Date.now();
const made = await backup(dataDir, file);
console.log(
  `backed up ${dataDir} to ${file} in ${Date.now() - started} ms: schema ${made.schemaMigration}, ` +
    `${made.accounts} accounts, ${made.messages} messages, ${made.objects} stored objects`,
);
