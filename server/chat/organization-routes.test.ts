import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../test/test-app.ts';
import { sql } from 'kysely';
import { ChatTokenStore } from './chat-tokens.ts';

let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  let chatDb;
  ({ app, chatDb } = await createTestApp());
  // Over HTTP (the server-chat-apart project) the chat service reaches IM through the listening server.
  await app.listen({ port: 0, host: '127.0.0.1' });
  for (const [userID, nickname, phone] of [
    ['u1', 'Ada', '13700000001'],
    ['u2', 'Ben', '13700000002'],
    ['u3', 'Cy', '13700000003'],
  ] as const) {
    await chatDb
      .insertInto('chat_accounts')
      .values({ user_id: userID, nickname, area_code: '+86', phone_number: phone, create_time: 0 })
      .execute();
  }
  await sql`INSERT INTO organization (id, name, create_time) VALUES (1, 'Acme', 1)`.execute(chatDb);
  await sql`INSERT INTO departments (department_id, parent_department_id, name, "order", create_time) VALUES ('rd', '', 'R&D', 0, 1), ('web', 'rd', 'Web', 0, 1), ('ops', '', 'Ops', 1, 1)`.execute(
    chatDb,
  );
  await sql`INSERT INTO department_members (user_id, department_id, position, create_time) VALUES ('u1', 'web', 'Lead', 1), ('u2', 'web', 'Dev', 1), ('u3', 'ops', 'SRE', 1)`.execute(
    chatDb,
  );
  token = await new ChatTokenStore(chatDb, TEST_CHAT_TOKEN_TTL_MS).issue('u1');
});
afterEach(() => app.close());

async function call(path: string, payload: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: `/chat${path}`,
    headers: { operationid: 'op', token },
    payload,
  });
  return response.json() as { errCode: number; data: Record<string, unknown> };
}

describe('organization directory', () => {
  it('tells the organization and its department tree with member counts', async () => {
    expect((await call('/organization/info', {})).data).toMatchObject({ name: 'Acme' });
    const tree = (await call('/organization/department/all', {})).data.departments as Array<{
      department: { departmentID: string; memberNum: number };
      subdepartments: Array<{ department: { departmentID: string; memberNum: number } }>;
    }>;
    expect(tree.map((node) => node.department.departmentID)).toEqual(['rd', 'ops']);
    expect(tree[0]!.subdepartments[0]!.department).toMatchObject({ departmentID: 'web', memberNum: 2 });
    // A department's head count includes its sub-departments' people.
    expect(tree[0]!.department.memberNum).toBe(2);
  });

  it('lists a department with its children, members and breadcrumb', async () => {
    const web = (await call('/organization/department/child', { departmentID: 'web' })).data;
    expect((web.parents as Array<{ departmentID: string }>).map((p) => p.departmentID)).toEqual(['rd']);
    expect(
      (web.members as Array<{ member: { position: string }; user: { nickname: string } }>).map((m) => [
        m.user.nickname,
        m.member.position,
      ]),
    ).toEqual([
      ['Ada', 'Lead'],
      ['Ben', 'Dev'],
    ]);
    const root = (await call('/organization/department/child', { departmentID: '' })).data;
    expect((root.departments as Array<{ name: string }>).map((d) => d.name)).toEqual(['R&D', 'Ops']);
  });

  it('answers user memberships and an organization search as {total, users:[{user, members}]}', async () => {
    const memberships = (await call('/organization/user/department', { userIDs: ['u3'] })).data.users as Array<{
      members: Array<{ department: { name: string } }>;
    }>;
    expect(memberships[0]!.members[0]!.department.name).toBe('Ops');
    const found = (
      await call('/user/search/organization/full', { keyword: 'be', pagination: { pageNumber: 1, showNumber: 999 } })
    ).data;
    expect(found.total).toBe(1);
    const user = (found.users as Array<{ user: { userID: string; phoneNumber: string }; members: unknown[] }>)[0]!;
    expect(user.user.userID).toBe('u2');
    // Ben is not u1's friend: the directory does not give away his phone number.
    expect(user.user.phoneNumber).toBe('');
    expect(user.members).toHaveLength(1);
  });
});
