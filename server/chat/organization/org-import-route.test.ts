import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import { appChatTokens } from '../../test/admin-app.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { ChatUserType } from '../chat-tokens.ts';
import { MAX_IMPORT_CHARS, MAX_IMPORT_LINES } from './org-import-route.ts';

let app: FastifyInstance;
let db: ChatDb;
let userToken: string;
let adminToken: string;
let imAdminToken: string;

beforeEach(async () => {
  let services, config;
  ({ app, chatDb: db, services, config } = await createTestApp({ adminAccounts: 'boss' }));
  // Over HTTP (the server-chat-apart project) the chat service asks IM whose token it is, over the network.
  await app.listen({ port: 0, host: '127.0.0.1' });
  await db
    .insertInto('chat_accounts')
    .values([
      { user_id: 'u1', account: 'ada', nickname: 'Ada', area_code: '+86', phone_number: '13700000001', create_time: 0 },
      { user_id: 'u2', account: null, nickname: 'Ben', area_code: '+86', phone_number: '13700000002', create_time: 0 },
    ])
    .execute();
  const chatTokens = appChatTokens(db, config);
  userToken = await chatTokens.issue('u1');
  adminToken = await chatTokens.issue('boss', ChatUserType.admin);
  imAdminToken = services.tokens.issue(config.adminUserID, 10).token;
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

async function upload(token: string, csv: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/chat/organization/import',
    headers: { operationid: 'op', token },
    payload: { csv },
  });
  return response.json() as {
    errCode: number;
    errDlt: string;
    data?: { problems?: Array<{ line: number; message: string }>; departmentsCreated?: number };
  };
}

describe('/organization/import', () => {
  it('imports a good sheet as `npm run org:import` does', async () => {
    const reply = await upload(
      adminToken,
      `${HEADER}R&D/Web,Ada,ada,Lead,2024-03-01\nR&D,Ben,13700000002,Architect,\n`,
    );
    expect(reply).toMatchObject({ errCode: 0, data: { departmentsCreated: 2, membersImported: 2 } });
    expect(await count('departments')).toBe(2);
    const position = await db.selectFrom('department_members').select('position').where('user_id', '=', 'u2').execute();
    expect(position).toEqual([{ position: 'Architect' }]);
    // The IM admin token is an administrator too.
    expect((await upload(imAdminToken, `${HEADER}Ops,Ada,ada,SRE,\n`)).errCode).toBe(0);
    expect(await count('departments')).toBe(3);
  });

  it('reports every bad row by line and reason, and writes nothing, not even the good rows', async () => {
    const reply = await upload(
      adminToken,
      `${HEADER}Sales,Ada,ada,Rep,\nSales/East,Nobody,nobody,Rep,\nSales,Ben,13700000002,Rep,2024-02-30\n`,
    );
    expect(reply.errCode).toBe(1001);
    expect(reply.errDlt).toBe('nothing imported: 2 bad row(s)');
    expect(reply.data!.problems).toEqual([
      { line: 3, message: 'no account has the account name or phone "nobody"' },
      { line: 4, message: 'the entry date "2024-02-30" is not a date (YYYY-MM-DD)' },
    ]);
    expect(await count('departments')).toBe(0);
    expect(await count('department_members')).toBe(0);
  });

  it('refuses a wrong header, as the command does', async () => {
    const reply = await upload(adminToken, 'dept,who\nOps,Ben\n');
    expect(reply.errCode).toBe(1001);
    expect(reply.data!.problems).toEqual([
      { line: 1, message: 'the header must be: department,name,account_or_phone,position,entry_date' },
    ]);
  });

  it('refuses users, forged tokens and the signed-out, writing nothing', async () => {
    const sheet = `${HEADER}Ops,Ada,ada,SRE,\n`;
    expect((await upload(userToken, sheet)).errCode).toBe(1002);
    expect((await upload('forged', sheet)).errCode).toBe(20101);
    expect((await upload('', sheet)).errCode).toBe(1001);
    expect(await count('departments')).toBe(0);
  });

  it('refuses sheets over the size or line limit before reading them', async () => {
    const tooLong = await upload(adminToken, HEADER + 'x'.repeat(MAX_IMPORT_CHARS));
    expect(tooLong.errCode).toBe(1001);
    expect(tooLong.errDlt).toContain('larger than');
    const manyLines = await upload(adminToken, HEADER + 'Ops,Ada,ada,SRE,\n'.repeat(MAX_IMPORT_LINES));
    expect(manyLines.errCode).toBe(1001);
    expect(manyLines.errDlt).toContain(`at most ${MAX_IMPORT_LINES}`);
    expect(await count('departments')).toBe(0);
  });
});
