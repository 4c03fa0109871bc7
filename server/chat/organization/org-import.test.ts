import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { importOrgCsv, parseDate, parseOrgCsv } from './org-import.ts';

let app: FastifyInstance;
let db: Db;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
  const add = db.prepare(
    'INSERT INTO chat_accounts (user_id, account, nickname, area_code, phone_number, create_time) VALUES (?, ?, ?, ?, ?, 0)',
  );
  add.run('u1', 'ada', 'Ada', '+86', '13700000001');
  add.run('u2', null, 'Ben', '+86', '13700000002');
});
afterEach(() => app.close());

const HEADER = 'department,name,account_or_phone,position,entry_date\n';
const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('parseOrgCsv', () => {
  it('reads quoted cells and nested department paths, with the line of each row', () => {
    const { rows, problems } = parseOrgCsv(`${HEADER}"R&D/Web, Mobile",Ada,ada,"Lead, Web",2024-03-01\n`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        departmentPath: ['R&D', 'Web, Mobile'],
        name: 'Ada',
        accountOrPhone: 'ada',
        position: 'Lead, Web',
        entryTime: Date.UTC(2024, 2, 1),
      },
    ]);
  });

  it('reports every bad row by its line and refuses a wrong header', () => {
    const { problems } = parseOrgCsv(`${HEADER}R&D//Web,Ada,ada,Lead,\n,,,,\nOps,Ben,ben,SRE,2024-02-30\nOps,Ben\n`);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 3, 3, 4, 5]);
    expect(parseOrgCsv('dept,who\nOps,Ben\n').problems).toEqual([
      { line: 1, message: 'the header must be: department,name,account_or_phone,position,entry_date' },
    ]);
  });

  it('accepts only real calendar dates', () => {
    expect(parseDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('01/02/2024')).toBeNull();
  });
});

describe('importOrgCsv', () => {
  it('creates the departments along each path once and links people by account or phone', () => {
    const result = importOrgCsv(
      db,
      `${HEADER}R&D/Web,Ada,ada,Lead,2024-03-01\nR&D/Web,Ben,+86 13700000002,Dev,\nR&D,Ben,13700000002,Architect,\n`,
    );
    expect(result).toEqual({ problems: [], departmentsCreated: 2, membersImported: 3 });
    expect(count('departments')).toBe(2);
    expect(count('department_members')).toBe(3);
    // Importing again updates the positions and adds nothing.
    importOrgCsv(db, `${HEADER}R&D/Web,Ada,ada,Director,\n`);
    expect(count('departments')).toBe(2);
    expect(db.prepare("SELECT position FROM department_members WHERE user_id = 'u1'").pluck().get()).toBe('Director');
  });

  it('imports nothing when one row is bad, and says which lines', () => {
    const result = importOrgCsv(db, `${HEADER}Ops,Ada,ada,SRE,\nOps,Nobody,nobody,SRE,\nOps,Ada,ada,Lead,\n`);
    expect(result.problems).toEqual([
      { line: 3, message: 'no account has the account name or phone "nobody"' },
      { line: 4, message: 'the same person in the same department as line 2' },
    ]);
    expect(count('departments')).toBe(0);
    expect(count('department_members')).toBe(0);
  });
});
