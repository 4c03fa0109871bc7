import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/database.ts';
import { statement } from '../../db/statement-cache.ts';
import { DepartmentStore, MAX_DEPARTMENT_DEPTH } from './department-store.ts';

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
function findUserID(db: Db, accountOrPhone: string, defaultAreaCode: string): string | undefined {
  const phone = /^(?:\+(\d{1,4})\s*)?(\d{5,20})$/.exec(accountOrPhone);
  const byPhone = phone
    ? (statement(db, 'SELECT user_id FROM chat_accounts WHERE area_code = ? AND phone_number = ?')
        .pluck()
        .get(phone[1] ? `+${phone[1]}` : defaultAreaCode, phone[2]) as string | undefined)
    : undefined;
  return (
    byPhone ??
    (statement(db, 'SELECT user_id FROM chat_accounts WHERE account = ?').pluck().get(accountOrPhone) as
      string | undefined)
  );
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
export function importOrgCsv(db: Db, text: string, defaultAreaCode = '+86'): ImportResult {
  const { rows, problems } = parseOrgCsv(text);
  const seen = new Map<string, number>();
  const resolved = rows.flatMap((row) => {
    const userID = findUserID(db, row.accountOrPhone, defaultAreaCode);
    if (!userID) {
      problems.push({ line: row.line, message: `no account has the account name or phone "${row.accountOrPhone}"` });
      return [];
    }
    const key = `${row.departmentPath.join('/')}\n${userID}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ line: row.line, message: `the same person in the same department as line ${earlier}` });
      return [];
    }
    seen.set(key, row.line);
    return [{ ...row, userID }];
  });
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    return { problems, departmentsCreated: 0, membersImported: 0 };
  }

  const departments = new DepartmentStore(db);
  let departmentsCreated = 0;
  db.transaction(() => {
    for (const row of resolved) {
      let parent = '';
      for (const name of row.departmentPath) {
        const existing = departments.childNamed(parent, name);
        if (existing) parent = existing;
        else {
          parent = departments.add({ name, parentDepartmentID: parent, faceURL: '', order: 0 });
          departmentsCreated += 1;
        }
      }
      statement(
        db,
        `INSERT INTO department_members (user_id, department_id, position, entry_time, "order", create_time) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, department_id) DO UPDATE SET position = excluded.position, entry_time = excluded.entry_time`,
      ).run(row.userID, parent, row.position, row.entryTime, row.line, Date.now());
    }
  })();
  return { problems: [], departmentsCreated, membersImported: resolved.length };
}
