import { Worker } from 'node:worker_threads';
import type { Db } from './database.ts';

/** SQLite's own default: a checkpoint once the WAL holds this many pages. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/** While the worker runs, the server's connection checkpoints only if the WAL outgrows this (a stalled worker). */
const FALLBACK_AUTOCHECKPOINT_PAGES = 20_000;
const EVERY_MS = 200;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the event loop. SQLite runs one inside whichever COMMIT pushes the WAL past 1000 pages,
 * and with synchronous=NORMAL a checkpoint is where the fsyncs happen: in the gateway bench (issue 18) single
 * commits took up to 257 ms and BEGIN/COMMIT was 17 % of the saturated server's time, every message of the batch
 * waiting. Commits still reach the WAL before anything is acknowledged (crash-durability.test.ts); only when the WAL
 * is copied into the database file changes, and a worker thread with its own connection does that.
 */
export function startCheckpointer(db: Db, onError: (error: Error) => void): Checkpointer {
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), {
    workerData: { path: db.name, everyMs: EVERY_MS },
  });
  db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      // Without the worker, the server's connection checkpoints as SQLite does by default.
      if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
      resolve();
    }),
  );
  worker.on('error', onError);
  worker.unref();
  return {
    async stop() {
      // Referenced again while stopping: an unreferenced worker would let the process exit before its last checkpoint.
      if (!exited) {
        worker.ref();
        worker.postMessage('stop');
      }
      await exitedPromise;
    },
  };
}
