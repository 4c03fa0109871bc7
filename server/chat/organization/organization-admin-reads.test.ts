import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../../test/test-app.ts';
import { ChatTokenStore } from '../chat-tokens.ts';

let app: FastifyInstance;
let userToken: string;
let imAdminToken: string;

beforeEach(async () => {
  let services, config, chatDb;
  ({ app, services, config, chatDb } = await createTestApp());
  // Over HTTP (the server-chat-apart project) the chat service asks IM whose token it is, over the network.
  await app.listen({ port: 0, host: '127.0.0.1' });
  await chatDb
    .insertInto('chat_accounts')
    .values([
      { user_id: 'u1', account: 'ada', nickname: 'Ada', area_code: '+86', phone_number: '13700000001', create_time: 1 },
      { user_id: 'u2', account: 'ben', nickname: 'Ben', area_code: '+86', phone_number: '13700000002', create_time: 2 },
    ])
    .execute();
  userToken = await new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS).issue('u1');
  imAdminToken = services.tokens.issue(config.adminUserID, 10).token;
});
afterEach(() => app.close());

async function call(token: string, path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat${path}`,
    headers: { operationid: 'op', token },
    payload,
  });
  return response.json() as { errCode: number; data?: Record<string, unknown> };
}

describe('the directory as the admin console reads it', () => {
  it('lets the IM admin token read the tree and a department page, with contact details', async () => {
    const rd = (await call(imAdminToken, '/organization/department/add', { name: 'R&D' })).data!.departmentID;
    await call(imAdminToken, '/organization/department/member/add', {
      userID: 'u2',
      departmentID: rd,
      position: 'Dev',
    });
    const all = await call(imAdminToken, '/organization/department/all', {});
    expect(all.errCode).toBe(0);
    expect(all.data!.departments).toMatchObject([{ department: { name: 'R&D', memberNum: 1 } }]);
    const page = await call(imAdminToken, '/organization/department/child', { departmentID: rd });
    expect(page.data!.members).toMatchObject([{ member: { position: 'Dev' }, user: { phoneNumber: '13700000002' } }]);
    // A user still reads it with their own token, and sees a stranger's record without the phone.
    const asUser = await call(userToken, '/organization/department/child', { departmentID: rd });
    expect((asUser.data!.members as Array<{ user: Record<string, unknown> }>)[0]!.user.phoneNumber).toBeFalsy();
    expect((await call('forged', '/organization/department/all', {})).errCode).toBe(20101);
  });

  it('finds any account for the people picker, for the admin only', async () => {
    const found = await call(imAdminToken, '/organization/user/search', {
      keyword: 'be',
      pagination: { pageNumber: 1, showNumber: 10 },
    });
    expect(found.data).toMatchObject({ total: 1, users: [{ user: { userID: 'u2', nickname: 'Ben' }, members: [] }] });
    const everyone = await call(imAdminToken, '/organization/user/search', {
      pagination: { pageNumber: 1, showNumber: 10 },
    });
    expect(everyone.data!.total).toBe(2);
    expect(
      (await call(userToken, '/organization/user/search', { pagination: { pageNumber: 1, showNumber: 10 } })).errCode,
    ).toBe(1002);
  });
});

describe('department names stay unique among siblings', () => {
  it('refuses a rename or a move onto a sibling of the same name with 1003, changing nothing', async () => {
    const add = async (name: string, parentDepartmentID = '') =>
      (await call(imAdminToken, '/organization/department/add', { name, parentDepartmentID })).data!
        .departmentID as string;
    const rd = await add('R&D');
    const ops = await add('Ops');
    const webUnderRd = await add('Web', rd);
    const webUnderOps = await add('Web', ops);
    expect(
      (await call(imAdminToken, '/organization/department/update', { departmentID: ops, name: 'R&D' })).errCode,
    ).toBe(1003);
    expect(
      (
        await call(imAdminToken, '/organization/department/update', {
          departmentID: webUnderOps,
          parentDepartmentID: rd,
        })
      ).errCode,
    ).toBe(1003);
    // Renaming to its own name, or moving where no namesake is, is fine.
    expect(
      (await call(imAdminToken, '/organization/department/update', { departmentID: ops, name: 'Ops' })).errCode,
    ).toBe(0);
    expect(
      (
        await call(imAdminToken, '/organization/department/update', {
          departmentID: webUnderRd,
          parentDepartmentID: '',
        })
      ).errCode,
    ).toBe(0);
    const tree = (await call(imAdminToken, '/organization/department/all', {})).data!.departments as Array<{
      department: { name: string };
      subdepartments: Array<{ department: { name: string } }>;
    }>;
    expect(tree.map((node) => [node.department.name, node.subdepartments.map((sub) => sub.department.name)])).toEqual([
      ['R&D', []],
      ['Ops', ['Web']],
      ['Web', []],
    ]);
  });
});
