import { loadDataDir } from '../config/config.ts';
import { restore, RestoreError } from './backup.ts';

/** `npm run restore -- <file>`: restores a backup into the configured, empty data directory (docs/operations.md, "Backups and restore"). */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <file>');
  process.exit(2);
}
const dataDir = loadDataDir();
try {
  const made = await restore(file, dataDir);
  console.log(
    `restored ${file} (made ${made.createdAt}, schema ${made.schemaMigration}) into ${dataDir}: ` +
      `${made.accounts} accounts, ${made.messages} messages, ${made.objects} stored objects. Start the server on it.`,
  );
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  console.error(`restore refused: ${error.message}`);
  process.exit(1);
}
