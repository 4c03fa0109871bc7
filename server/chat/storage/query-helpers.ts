/** Ids asked of the database in one `IN (…)`: well under SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;

/** Runs `query` on slices of `ids` and joins the rows: a list of any length, one bounded statement at a time. */
export async function inChunks<T>(ids: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) rows.push(...(await query(unique.slice(i, i + CHUNK))));
  return rows;
}

/** `%keyword%` for LIKE … ESCAPE '\', lower-cased, its own wildcards taken literally. */
export const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
