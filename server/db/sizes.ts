import { statSync } from 'node:fs';
import type { Db } from './database.ts';

const sizeOf = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

/** The database file and its write-ahead log, as they are on disk now. */
export function databaseBytes(db: Db): number {
  return sizeOf(db.name) + sizeOf(`${db.name}-wal`);
}

/** Stored upload bytes, each stored file once (several object names may share one file). */
export function uploadBytes(db: Db): number {
  const row = db
    .prepare('SELECT COALESCE(SUM(size), 0) AS bytes FROM (SELECT MAX(size) AS size FROM objects GROUP BY file_id)')
    .get() as { bytes: number };
  return row.bytes;
}
