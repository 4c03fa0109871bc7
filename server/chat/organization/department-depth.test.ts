import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import { appChatTokens } from '../../test/admin-app.ts';
import type { Db } from '../../db/database.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { ChatUserType } from '../chat-tokens.ts';
import { MAX_DEPARTMENT_DEPTH } from './department-store.ts';
import { importOrgCsv } from './org-import.ts';
import { importReport, printable } from './org-import-report.ts';

let app: FastifyInstance;
let db: Db;
let chatDb: ChatDb;
let userToken: string;
let adminToken: string;

beforeEach(async () => {
  let config;
  ({ app, db, chatDb, config } = await createTestApp({ adminAccounts: 'boss' }));
  // Over HTTP (the server-chat-apart project) the chat service reaches IM through the listening server.
  await app.listen({ port: 0, host: '127.0.0.1' });
  await chatDb
    .insertInto('chat_accounts')
    .values({
      user_id: 'u1',
      account: 'ada',
      nickname: 'Ada',
      area_code: '+86',
      phone_number: '13700000001',
      create_time: 0,
    })
    .execute();
  const chatTokens = appChatTokens(chatDb, config);
  userToken = await chatTokens.issue('u1');
  adminToken = await chatTokens.issue('boss', ChatUserType.admin);
});
afterEach(() => app.close());

async function call(token: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat${path}`,
    headers: { operationid: 'op', token },
    payload,
  });
  return response.json() as { errCode: number; errDlt: string; data?: Record<string, unknown> };
}

/** Adds a chain of departments d1 ⊃ d2 ⊃ … ⊃ dN under `parent` through the admin route. */
async function chain(prefix: string, length: number, parent = '') {
  for (let level = 1; level <= length; level++) {
    const answer = await call(adminToken, '/organization/department/add', {
      departmentID: `${prefix}${level}`,
      name: `${prefix}${level}`,
      parentDepartmentID: level === 1 ? parent : `${prefix}${level - 1}`,
    });
    expect(answer.errCode).toBe(0);
  }
}

const HEADER = 'department,name,account_or_phone,position,entry_date\n';
const pathOf = (levels: number) => Array.from({ length: levels }, (_, i) => `L${i + 1}`).join('/');

describe('department depth', () => {
  it(`admin routes refuse a department below level ${MAX_DEPARTMENT_DEPTH}, added or moved there`, async () => {
    await chain('d', MAX_DEPARTMENT_DEPTH);
    const deeper = await call(adminToken, '/organization/department/add', {
      name: 'too deep',
      parentDepartmentID: `d${MAX_DEPARTMENT_DEPTH}`,
    });
    expect(deeper).toMatchObject({
      errCode: 1001,
      errDlt: `departments nest at most ${MAX_DEPARTMENT_DEPTH} levels deep; this would make level ${MAX_DEPARTMENT_DEPTH + 1}`,
    });
    // A three-level branch moved under level 18 would reach level 21.
    await chain('b', 3);
    const move = await call(adminToken, '/organization/department/update', {
      departmentID: 'b1',
      parentDepartmentID: `d${MAX_DEPARTMENT_DEPTH - 2}`,
    });
    expect(move).toMatchObject({ errCode: 1001, errDlt: expect.stringMatching(/this would make level 21$/) });
    const fits = await call(adminToken, '/organization/department/update', {
      departmentID: 'b1',
      parentDepartmentID: `d${MAX_DEPARTMENT_DEPTH - 3}`,
    });
    expect(fits.errCode).toBe(0);
  });

  it('the CSV import refuses a deeper path on its line and imports nothing', async () => {
    const csv = `${HEADER}${pathOf(3)},Ada,ada,,\n${pathOf(MAX_DEPARTMENT_DEPTH + 1)},Ada,ada,,\n`;
    const result = await importOrgCsv(chatDb, csv);
    expect(result.problems).toEqual([
      {
        line: 3,
        message: `the department path has ${MAX_DEPARTMENT_DEPTH + 1} levels; departments nest at most ${MAX_DEPARTMENT_DEPTH} deep`,
      },
    ]);
    expect(await chatDb.selectFrom('departments').selectAll().execute()).toEqual([]);
    expect((await importOrgCsv(chatDb, `${HEADER}${pathOf(MAX_DEPARTMENT_DEPTH)},Ada,ada,,\n`)).problems).toEqual([]);
  });

  // SQLite's plan; PostgreSQL has the same index from the chat migrations' baseline.
  it('looks children up by an index on the parent column', () => {
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT department_id FROM departments WHERE parent_department_id = ? AND name = ?')
      .all('x', 'y') as Array<{ detail: string }>;
    expect(plan.map((step) => step.detail).join('\n')).toMatch(/USING (COVERING )?INDEX departments_by_parent/);
  });

  it('/organization/department/all still answers everyone over a tree written deeper before the limit', async () => {
    const rows = Array.from({ length: 1600 }, (_, i) => ({
      department_id: `x${i + 1}`,
      parent_department_id: i === 0 ? '' : `x${i}`,
      name: `x${i + 1}`,
      create_time: 0,
    }));
    for (let i = 0; i < rows.length; i += 400)
      await chatDb
        .insertInto('departments')
        .values(rows.slice(i, i + 400))
        .execute();
    const all = await call(userToken, '/organization/department/all', {});
    expect(all.errCode).toBe(0);
    let depth = 0;
    type Node = { subdepartments: Node[] };
    for (let nodes = all.data!.departments as Node[]; nodes.length > 0; nodes = nodes[0]!.subdepartments) depth += 1;
    expect(depth).toBe(MAX_DEPARTMENT_DEPTH);
  });
});

describe('org:import output', () => {
  it('shows control characters and bidirectional overrides from the file as escapes', async () => {
    expect(printable('ok\u001b[2J\u001b]0;pwned\u0007\r\u202eevil\u009b')).toBe(
      'ok\\x1b[2J\\x1b]0;pwned\\x07\\x0d\\u202eevil\\x9b',
    );
    const result = await importOrgCsv(chatDb, `${HEADER}R&D,Ada,"\u001b[31mnobody\u001b[0m",,\n`);
    const { stderr } = importReport('evil\u001b[1A.csv', result);
    for (const line of stderr) expect(line).not.toMatch(/\p{Cc}/u);
    expect(stderr[0]).toBe('evil\\x1b[1A.csv:2: no account has the account name or phone "\\x1b[31mnobody\\x1b[0m"');
  });
});
