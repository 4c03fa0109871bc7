import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { importOrgCsv, parseDate, parseOrgCsv } from './org-import.ts';

let app: FastifyInstance;
let db: ChatDb;

beforeEach(async () => {
  ({ app, chatDb: db } = await createTestApp());
  await db
    .insertInto('chat_accounts')
    .values([
      { user_id: 'u1', account: 'ada', nickname: 'Ada', area_code: '+86', phone_number: '13700000001', create_time: 0 },
      { user_id: 'u2', account: null, nickname: 'Ben', area_code: '+86', phone_number: '13700000002', create_time: 0 },
    ])
    .execute();
});
afterEach(() => app.close());

const HEADER = 'department,name,account_or_phone,position,entry_date\n';
const count = async (table: 'departments' | 'department_members') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

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
  it('creates the departments along each path once and links people by account or phone', async () => {
    const result = await importOrgCsv(
      db,
      `${HEADER}R&D/Web,Ada,ada,Lead,2024-03-01\nR&D/Web,Ben,+86 13700000002,Dev,\nR&D,Ben,13700000002,Architect,\n`,
    );
    expect(result).toEqual({ problems: [], departmentsCreated: 2, membersImported: 3 });
    expect(await count('departments')).toBe(2);
    expect(await count('department_members')).toBe(3);
    // Importing again updates the positions and adds nothing.
    await importOrgCsv(db, `${HEADER}R&D/Web,Ada,ada,Director,\n`);
    expect(await count('departments')).toBe(2);
    const position = await db.selectFrom('department_members').select('position').where('user_id', '=', 'u1').execute();
    expect(position).toEqual([{ position: 'Director' }]);
  });

  it('imports nothing when one row is bad, and says which lines', async () => {
    const result = await importOrgCsv(db, `${HEADER}Ops,Ada,ada,SRE,\nOps,Nobody,nobody,SRE,\nOps,Ada,ada,Lead,\n`);
    expect(result.problems).toEqual([
      { line: 3, message: 'no account has the account name or phone "nobody"' },
      { line: 4, message: 'the same person in the same department as line 2' },
    ]);
    expect(await count('departments')).toBe(0);
    expect(await count('department_members')).toBe(0);
  });

  it(
    'creates at most 1,000 departments per import, and none past the 10,000 of an organization',
    { timeout: 180_000 },
    async () => {
      // 51 rows of 20 new levels each: 1,020 departments, refused whole.
      const path = (n: number) => Array.from({ length: 20 }, (_, level) => `D${n}-${level}`).join('/');
      const wide = Array.from({ length: 51 }, (_, n) => `${path(n)},Ada,ada,,\n`).join('');
      const refused = await importOrgCsv(db, `${HEADER}${wide}`);
      expect(refused.problems).toEqual([
        { line: 1, message: 'the file would create more than 1000 departments; import it in parts' },
      ]);
      expect(await count('departments')).toBe(0);
      // 50 such rows (1,000) are fine.
      const fits = await importOrgCsv(db, `${HEADER}${wide.split('\n').slice(0, 50).join('\n')}\n`);
      expect(fits).toMatchObject({ problems: [], departmentsCreated: 1000 });

      // An organization at 9,990 departments takes 10 more, and no more, from an import or the admin routes.
      const rows = Array.from({ length: 8990 }, (_, n) => ({
        department_id: `bulk-${n}`,
        parent_department_id: '',
        name: `Bulk ${n}`,
        face_url: '',
        order: 0,
        create_time: 0,
      }));
      for (let at = 0; at < rows.length; at += 400)
        await db
          .insertInto('departments')
          .values(rows.slice(at, at + 400))
          .execute();
      const eleven = Array.from({ length: 11 }, (_, n) => `Last/${n},Ada,ada,,\n`).join('');
      expect((await importOrgCsv(db, `${HEADER}${eleven}`)).problems[0]!.message).toMatch(
        /more than 10 departments: the organization holds 9990 of at most 10000/,
      );
      expect(await count('departments')).toBe(9990);
      const { DepartmentStore } = await import('./department-store.ts');
      const store = new DepartmentStore(db);
      for (let n = 0; n < 10; n++)
        await store.add({ name: `Edge ${n}`, parentDepartmentID: '', faceURL: '', order: 0 });
      await expect(store.add({ name: 'One too many', parentDepartmentID: '', faceURL: '', order: 0 })).rejects.toThrow(
        /10000 departments/,
      );
    },
  );
});
