import type Database from 'better-sqlite3';
import type { Db } from './database.ts';

const caches = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * The compiled statement for `sql`, compiled once per database. Compiling is a large share of a small
 * query's cost, and the message path runs several per message.
 */
export function statement(db: Db, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let compiled = cache.get(sql);
  if (!compiled) {
    compiled = db.prepare(sql);
    cache.set(sql, compiled);
  }
  return compiled;
}
