import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app.ts';
import { appChatTokens } from '../../test/admin-app.ts';
import type { Services } from '../../services/services.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { ChatUserType } from '../chat-tokens.ts';

let app: FastifyInstance;
let chatDb: ChatDb;
let services: Services;
let userToken: string;
let imAdminToken: string;
let chatAdminToken: string;

beforeEach(async () => {
  let config;
  ({ app, services, config, chatDb } = await createTestApp({ adminAccounts: 'boss' }));
  // Over HTTP (the server-chat-apart project) the chat service reaches IM through the listening server.
  await app.listen({ port: 0, host: '127.0.0.1' });
  await chatDb
    .insertInto('chat_accounts')
    .values({ user_id: 'u1', nickname: 'Ada', area_code: '+86', phone_number: '1', create_time: 0 })
    .execute();
  const chatTokens = appChatTokens(chatDb, config);
  userToken = await chatTokens.issue('u1');
  chatAdminToken = await chatTokens.issue('boss', ChatUserType.admin);
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
  return response.json() as { errCode: number; errDlt: string; data?: Record<string, unknown> };
}

const tree = async () =>
  (await call(userToken, '/organization/department/all', {})).data!.departments as Array<{
    department: { name: string; memberNum: number };
    subdepartments: Array<{ department: { name: string } }>;
  }>;

describe('directory admin routes', () => {
  it('refuses users and accepts the IM admin token or an admin chat token', async () => {
    expect((await call(userToken, '/organization/department/add', { name: 'R&D' })).errCode).toBe(1002);
    expect((await call('forged', '/organization/department/add', { name: 'R&D' })).errCode).toBe(20101);
    expect((await call(imAdminToken, '/organization/department/add', { name: 'R&D' })).errCode).toBe(0);
    expect((await call(chatAdminToken, '/organization/department/add', { name: 'Ops' })).errCode).toBe(0);
  });

  it('adds, nests, renames, sorts and deletes departments, and keeps the tree a tree', async () => {
    const rd = (await call(imAdminToken, '/organization/department/add', { name: 'R&D' })).data!.departmentID as string;
    const web = (await call(imAdminToken, '/organization/department/add', { name: 'Web', parentDepartmentID: rd }))
      .data!.departmentID as string;
    const ops = (await call(imAdminToken, '/organization/department/add', { name: 'Ops' })).data!
      .departmentID as string;
    expect(
      (await call(imAdminToken, '/organization/department/add', { name: 'Web', parentDepartmentID: rd })).errCode,
    ).toBe(1003);
    expect(
      (await call(imAdminToken, '/organization/department/add', { name: 'X', parentDepartmentID: 'nope' })).errCode,
    ).toBe(1004);
    expect(
      (await call(imAdminToken, '/organization/department/update', { departmentID: rd, parentDepartmentID: web }))
        .errCode,
    ).toBe(1001);
    expect(
      (await call(imAdminToken, '/organization/department/add', { name: 'Y', faceURL: 'javascript:alert(1)' })).errCode,
    ).toBe(1001);
    await call(imAdminToken, '/organization/department/update', { departmentID: web, name: 'Frontend' });
    await call(imAdminToken, '/organization/department/sort', { departmentIDs: [ops, rd] });
    expect((await tree()).map((d) => d.department.name)).toEqual(['Ops', 'R&D']);
    expect((await tree())[1]!.subdepartments.map((d) => d.department.name)).toEqual(['Frontend']);
    await call(imAdminToken, '/organization/department/member/add', {
      userID: 'u1',
      departmentID: web,
      position: 'Dev',
    });
    await call(imAdminToken, '/organization/department/del', { departmentIDs: [rd] });
    expect((await tree()).map((d) => d.department.name)).toEqual(['Ops']);
    expect(await chatDb.selectFrom('department_members').selectAll().execute()).toEqual([]);
  });

  it('adds, updates, moves and deletes members', async () => {
    const a = (await call(imAdminToken, '/organization/department/add', { name: 'A' })).data!.departmentID as string;
    const b = (await call(imAdminToken, '/organization/department/add', { name: 'B' })).data!.departmentID as string;
    expect(
      (await call(imAdminToken, '/organization/department/member/add', { userID: 'ghost', departmentID: a })).errCode,
    ).toBe(1004);
    expect(
      (await call(imAdminToken, '/organization/department/member/add', { userID: 'u1', departmentID: a })).errCode,
    ).toBe(0);
    expect(
      (await call(imAdminToken, '/organization/department/member/add', { userID: 'u1', departmentID: a })).errCode,
    ).toBe(1003);
    await call(imAdminToken, '/organization/department/member/update', {
      userID: 'u1',
      departmentID: a,
      position: 'Lead',
      station: 'Berlin',
    });
    await call(imAdminToken, '/organization/department/member/move', {
      userID: 'u1',
      departmentID: a,
      toDepartmentID: b,
    });
    const child = (await call(userToken, '/organization/department/child', { departmentID: b })).data!;
    expect(child.members).toMatchObject([{ member: { userID: 'u1', position: 'Lead', station: 'Berlin' } }]);
    await call(imAdminToken, '/organization/department/member/del', { userID: 'u1', departmentID: b });
    expect(
      (await call(imAdminToken, '/organization/department/member/del', { userID: 'u1', departmentID: b })).errCode,
    ).toBe(1004);
  });
});

describe('applet admin routes', () => {
  it('manages applets for the workbench with http(s) addresses only', async () => {
    expect((await call(userToken, '/applet/add', { name: 'Wiki', url: 'https://wiki.example' })).errCode).toBe(1002);
    expect((await call(imAdminToken, '/applet/add', { name: 'Bad', url: 'javascript:alert(1)' })).errCode).toBe(1001);
    const id = (
      await call(imAdminToken, '/applet/add', {
        name: 'Wiki',
        url: 'https://wiki.example',
        icon: 'https://wiki.example/i.png',
      })
    ).data!.id as string;
    await call(imAdminToken, '/applet/add', { name: 'Hidden', url: 'https://hidden.example', status: 2 });
    const find = async () =>
      ((await call(userToken, '/applet/find', {})).data!.applets as Array<{ name: string }>).map((a) => a.name);
    expect(await find()).toEqual(['Wiki']);
    await call(imAdminToken, '/applet/update', { id, name: 'Handbook' });
    expect(await find()).toEqual(['Handbook']);
    // A row written straight into the database with another scheme never reaches a client.
    await chatDb
      .insertInto('applets')
      .values({ id: 'x', name: 'Evil', app_id: '', url: 'data:text/html,hi', create_time: 0 })
      .execute();
    expect(await find()).toEqual(['Handbook']);
    await call(imAdminToken, '/applet/del', { appletIds: [id] });
    expect(await find()).toEqual([]);
  });
});
