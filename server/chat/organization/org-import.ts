import { parse } from 'csv-parse/sync';
import type { ChatDb } from '../storage/chat-schema.ts';
import { DepartmentStore, MAX_DEPARTMENT_DEPTH, MAX_DEPARTMENTS } from './department-store.ts';

/** The columns of the spreadsheet export, in this order, under a header row. */
export const ORG_CSV_COLUMNS = ['department', 'name', 'account_or_phone', 'position', 'entry_date'] as const;

export interface OrgRow {
  /** The line in the file, for messages. */
  line: number;
  departmentPath: string[];
  name: string;
  accountOrPhone: string;
  position: string;
  /** Milliseconds (UTC midnight), 0 when the cell is empty. */
  entryTime: number;
}

export interface RowProblem {
  line: number;
  message: string;
}

const MAX_NAME = 64;

/** Reads and checks the file's shape: every row that cannot be used is reported with its line, none is skipped. */
export function parseOrgCsv(text: string): { rows: OrgRow[]; problems: RowProblem[] } {
  let records: Array<{ record: string[]; line: number }>;
  try {
    records = (
      parse(text.replace(/^\uFEFF/, ''), {
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
        info: true,
      }) as unknown as Array<{ record: string[]; info: { lines: number } }>
    ).map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    return { rows: [], problems: [{ line, message: `not a readable CSV file: ${(error as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ line: 1, message: 'the file is empty' }] };
  const expected = ORG_CSV_COLUMNS.join(',');
  if (header.record.map((cell) => cell.toLowerCase()).join(',') !== expected)
    return { rows: [], problems: [{ line: header.line, message: `the header must be: ${expected}` }] };

  const rows: OrgRow[] = [];
  const problems: RowProblem[] = [];
  for (const { record, line } of body) {
    const say = (message: string) => problems.push({ line, message });
    if (record.length !== ORG_CSV_COLUMNS.length) {
      say(`expected ${ORG_CSV_COLUMNS.length} columns, found ${record.length}`);
      continue;
    }
    const [department, name, accountOrPhone, position, entryDate] = record as [string, string, string, string, string];
    const departmentPath = department.split('/').map((part) => part.trim());
    const before = problems.length;
    if (!department || departmentPath.some((part) => !part)) say('the department path has an empty part');
    else if (departmentPath.some((part) => part.length > MAX_NAME))
      say(`a department name is longer than ${MAX_NAME} characters`);
    else if (departmentPath.length > MAX_DEPARTMENT_DEPTH)
      say(
        `the department path has ${departmentPath.length} levels; departments nest at most ${MAX_DEPARTMENT_DEPTH} deep`,
      );
    if (!name) say('the name is empty');
    else if (name.length > MAX_NAME) say(`the name is longer than ${MAX_NAME} characters`);
    if (!accountOrPhone) say('the account or phone is empty');
    if (position.length > MAX_NAME) say(`the position is longer than ${MAX_NAME} characters`);
    const entryTime = entryDate ? parseDate(entryDate) : 0;
    if (entryTime === null) say(`the entry date "${entryDate}" is not a date (YYYY-MM-DD)`);
    if (problems.length === before)
      rows.push({ line, departmentPath, name, accountOrPhone, position, entryTime: entryTime ?? 0 });
  }
  if (body.length === 0) problems.push({ line: header.line, message: 'the file has no rows under its header' });
  return { rows, problems };
}

/** YYYY-MM-DD as UTC midnight, or null when it is no real date (2026-02-30 included). */
export function parseDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

/** A phone number with an optional area code ("+86 13900000001" or "13900000001"), else an account name. */
async function findUserID(db: ChatDb, accountOrPhone: string, defaultAreaCode: string): Promise<string | undefined> {
  const phone = /^(?:\+(\d{1,4})\s*)?(\d{5,20})$/.exec(accountOrPhone);
  const byPhone = phone
    ? await db
        .selectFrom('chat_accounts')
        .select('user_id')
        .where('area_code', '=', phone[1] ? `+${phone[1]}` : defaultAreaCode)
        .where('phone_number', '=', phone[2]!)
        .executeTakeFirst()
    : undefined;
  return (
    byPhone ??
    (await db.selectFrom('chat_accounts').select('user_id').where('account', '=', accountOrPhone).executeTakeFirst())
  )?.user_id;
}

/** Departments one import may create; a larger reorganization is several imports (docs/security.md). */
export const MAX_NEW_DEPARTMENTS_PER_IMPORT = 1000;
/** Rows or lookups between two yields to the event loop, so that an import never holds the server for long. */
const ROWS_PER_SLICE = 64;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How many departments the rows would create, counted without writing, and stopping once past `limit`: a path
 * under a department that is itself new is new without a lookup.
 */
async function newDepartmentCount(db: ChatDb, rows: readonly OrgRow[], limit: number): Promise<number> {
  const departments = new DepartmentStore(db);
  const known = new Map<string, string | null>([['', '']]);
  let created = 0;
  let lookups = 0;
  for (const row of rows) {
    let parentKey = '';
    for (const name of row.departmentPath) {
      const key = `${parentKey}/${name}`;
      if (!known.has(key)) {
        const parent = known.get(parentKey)!;
        const id = parent === null ? undefined : await departments.childNamed(parent, name);
        known.set(key, id ?? null);
        if (id === undefined && ++created > limit) return created;
        if (++lookups % ROWS_PER_SLICE === 0) await nextTurn();
      }
      parentKey = key;
    }
  }
  return created;
}

export interface ImportResult {
  problems: RowProblem[];
  departmentsCreated: number;
  membersImported: number;
}

/**
 * Imports the rows in one transaction, or nothing at all: people are found by account or phone (they must have
 * an account already), departments along each path are created when missing, and a membership that exists gets
 * the row's position and entry date.
 */
export async function importOrgCsv(db: ChatDb, text: string, defaultAreaCode = '+86'): Promise<ImportResult> {
  const { rows, problems } = parseOrgCsv(text);
  const seen = new Map<string, number>();
  const resolved: Array<OrgRow & { userID: string }> = [];
  for (const [index, row] of rows.entries()) {
    if (index % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await nextTurn();
    const userID = await findUserID(db, row.accountOrPhone, defaultAreaCode);
    if (!userID) {
      problems.push({ line: row.line, message: `no account has the account name or phone "${row.accountOrPhone}"` });
      continue;
    }
    const key = `${row.departmentPath.join('/')}\n${userID}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line: row.line, message: `the same person in the same department as line ${earlier}` });
      continue;
    }
    seen.set(key, row.line);
    resolved.push({ ...row, userID });
  }
  if (problems.length === 0) {
    const existing = await new DepartmentStore(db).count();
    const limit = Math.min(MAX_NEW_DEPARTMENTS_PER_IMPORT, MAX_DEPARTMENTS - existing);
    const creating = await newDepartmentCount(db, resolved, limit);
    if (creating > limit)
      problems.push({
        line: 1,
        message:
          limit < MAX_NEW_DEPARTMENTS_PER_IMPORT
            ? `the file would create more than ${limit} departments: the organization holds ${existing} of at most ${MAX_DEPARTMENTS}`
            : `the file would create more than ${MAX_NEW_DEPARTMENTS_PER_IMPORT} departments; import it in parts`,
      });
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    return { problems, departmentsCreated: 0, membersImported: 0 };
  }

  let departmentsCreated = 0;
  await db.transaction().execute(async (trx) => {
    const departments = new DepartmentStore(trx);
    for (const [index, row] of resolved.entries()) {
      if (index % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await nextTurn();
      let parent = '';
      for (const name of row.departmentPath) {
        const existing = await departments.childNamed(parent, name);
        if (existing) parent = existing;
        else {
          parent = await departments.add({ name, parentDepartmentID: parent, faceURL: '', order: 0 });
          departmentsCreated += 1;
        }
      }
      await trx
        .insertInto('department_members')
        .values({
          user_id: row.userID,
          department_id: parent,
          position: row.position,
          entry_time: row.entryTime,
          order: row.line,
          create_time: Date.now(),
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'department_id']).doUpdateSet({ position: row.position, entry_time: row.entryTime }),
        )
        .execute();
    }
  });
  return { problems: [], departmentsCreated, membersImported: resolved.length };
}
