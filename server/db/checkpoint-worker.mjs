// Plain JavaScript: a worker thread starts without the TypeScript loader its parent was given (tsx, vitest).
import Database from 'better-sqlite3';
import { clearTimeout, setTimeout } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Runs in a worker thread (checkpointer.ts): copies the WAL into the database file with passive checkpoints, on a
 * connection of its own. A passive checkpoint never waits for the server's writer and never blocks it; the fsyncs
 * it ends with block only this thread.
 */
const { path, everyMs } = workerData;
const db = new Database(path);
db.pragma('synchronous = NORMAL');

let timer;
const checkpoint = () => {
  db.pragma('wal_checkpoint(PASSIVE)');
  timer = setTimeout(checkpoint, everyMs);
};
timer = setTimeout(checkpoint, everyMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  db.pragma('wal_checkpoint(PASSIVE)');
  db.close();
  parentPort.close();
});
