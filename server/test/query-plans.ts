import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import type { ChatDatabase } from '../chat/storage/chat-database.ts';
import type { ChatTables } from '../chat/storage/chat-schema.ts';

/** Reading the databases' own plans of a statement Kysely compiled, for tests of what a query costs. */

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** Rows of `table` that the plan's scans produced or read and threw away, over every node and loop. */
function rowsOfTable(node: PlanNode, table: string): number {
  const own =
    node['Relation Name'] === table
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsOfTable(child, table), 0);
}

/** PostgreSQL runs the statement (EXPLAIN ANALYZE) and counts the rows of `table` its scans read. */
export async function postgresRowsRead(pool: pg.Pool, query: CompiledQuery, table: string): Promise<number> {
  const explained = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`,
    [...query.parameters],
  );
  return rowsOfTable(explained.rows[0]!['QUERY PLAN'][0].Plan, table);
}

interface SqliteStep {
  id: number;
  parent: number;
  detail: string;
}

/** SQLite's plan of the statement: its steps' details, and whether it sorts rows it read straight from `table`. */
export function sqlitePlan(sqlite: Db, query: CompiledQuery, table: string): { plan: string; sortsTable: boolean } {
  const steps = sqlite
    .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .all(...(query.parameters as unknown[])) as SqliteStep[];
  // A sort is a step beside the steps that feed it. Beside a scan of the table (or an OR of index searches of it), it
  // sorts every row those read; beside a co-routine's scan (a merged page's part), only the rows the part returns.
  const readsTable = new RegExp(`^(SCAN|SEARCH) ${table}\\b`);
  const reads = (step: SqliteStep): boolean =>
    readsTable.test(step.detail) ||
    (!step.detail.startsWith('CO-ROUTINE') && steps.some((child) => child.parent === step.id && reads(child)));
  const sortsTable = steps.some(
    (sort) =>
      sort.detail.startsWith('USE TEMP B-TREE') &&
      steps.some((step) => step !== sort && step.parent === sort.parent && reads(step)),
  );
  return { plan: steps.map((step) => step.detail).join('; '), sortsTable };
}

/**
 * Counts the rows of `table` that the statement visits on SQLite (better-sqlite3 does not expose SQLite's statement
 * counters): every `FROM "table" WHERE` gets a first condition, a function that counts each row it is asked about
 * after the index has narrowed the scan, and passes it.
 */
export function sqliteRowsVisited(sqlite: Db, query: CompiledQuery, table: string): number {
  let visited = 0;
  sqlite.function('parley_visited', { deterministic: false, varargs: false }, () => (visited++, 1));
  const counted = query.sql.replaceAll(`from "${table}" where `, `from "${table}" where parley_visited() and `);
  if (counted === query.sql) throw new Error(`no scan of ${table} to count in ${query.sql}`);
  sqlite.prepare(counted).all(...(query.parameters as unknown[]));
  return visited;
}

/** The chat database of `storage` through a Kysely that keeps every statement it runs, as compiled, in `statements`. */
export function recordingChatDb(storage: ChatDatabase): { db: Kysely<ChatTables>; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<ChatTables>({
    dialect:
      storage.dialect === 'postgres'
        ? new PostgresDialect({ pool: storage.pool! })
        : new SqliteDialect({ database: storage.sqlite! }),
    log: (event) => void (event.level === 'query' && statements.push(event.query)),
  });
  return { db, statements };
}
