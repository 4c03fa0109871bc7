import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';
import { caller, md5, type Envelope } from '../test/chat-calls.ts';
import { MAX_PAGE_NUMBER, MAX_SHOW_NUMBER } from '../protocol/pagination.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let imToken: string;
let chatToken: string;
let userID: string;
/** The IM admin token: the chat service's admin-only paged routes (the console's lists) are asked with it. */
let adminToken: string;
/** Every route whose body takes a page, with the JSON Schema /openapi.json gives for it. */
let paged: Array<{ path: string; page: { properties: Record<string, Record<string, unknown>> } }>;

beforeAll(async () => {
  let services, config;
  ({ app, services, config } = await createTestApp());
  adminToken = services.tokens.issue(config.adminUserID, 10).token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  call = caller(app);
  const registered = await call('/chat/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname: 'Pia', password: md5('secret1'), areaCode: '+86', phoneNumber: '13800000001' },
  });
  ({ userID, imToken, chatToken } = registered.data as { userID: string; imToken: string; chatToken: string });
  const group = await call(
    '/api/group/create_group',
    {
      memberUserIDs: [],
      adminUserIDs: [],
      ownerUserID: userID,
      groupInfo: { groupID: 'g1', groupName: 'Team', groupType: 2 },
    },
    imToken,
  );
  expect(group.errCode).toBe(0);
  const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: Record<string, never> }> } } }>;
  };
  paged = Object.entries(document.paths).flatMap(([path, methods]) => {
    const schema = methods.post?.requestBody.content['application/json']?.schema as
      { properties?: Record<string, { properties: Record<string, Record<string, unknown>> }> } | undefined;
    const page = schema?.properties?.pagination;
    return page ? [{ path, page }] : [];
  });
});
afterAll(() => app.close());

/** A body each paged route accepts apart from its page. */
const bodyFor = (pagination: Record<string, number>) => ({
  userID,
  fromUserID: userID,
  groupID: 'g1',
  groupIDs: ['g1'],
  keyword: '',
  filter: 0,
  pagination,
});
/** A chat route that refuses the user (1002) is an admin route: it is asked again with the IM admin token. */
const ask = async (path: string, pagination: Record<string, number>): Promise<Envelope> => {
  if (!path.startsWith('/chat/')) return call(path, bodyFor(pagination), imToken);
  const answer = await call(path, bodyFor(pagination), chatToken);
  return answer.errCode === 1002 ? call(path, bodyFor(pagination), adminToken) : answer;
};

describe('pagination', { timeout: 60_000 }, () => {
  it('is documented on every paged route as positive and bounded', () => {
    const paths = paged.map(({ path }) => path);
    for (const route of [
      '/api/friend/get_friend_list',
      '/api/friend/get_black_list',
      '/api/friend/get_friend_apply_list',
      '/api/friend/get_self_friend_apply_list',
      '/api/group/get_recv_group_applicationList',
      '/api/group/get_user_req_group_applicationList',
      '/api/group/get_group_member_list',
      '/api/group/get_joined_group_list',
      '/chat/user/search/full',
    ])
      expect(paths).toContain(route);
    for (const { path, page } of paged) {
      expect({ path, pageNumber: page.properties.pageNumber }).toMatchObject({
        path,
        pageNumber: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER },
      });
      expect({ path, showNumber: page.properties.showNumber }).toMatchObject({
        path,
        showNumber: { type: 'integer', minimum: 1, maximum: expect.any(Number) },
      });
      expect(page.properties.showNumber!.maximum).toBeLessThanOrEqual(MAX_SHOW_NUMBER);
    }
  });

  it('refuses a page out of range with 1001 naming it, on every paged route, and never fails with 500', async () => {
    const int32 = 2 ** 31 - 1;
    for (const { path } of paged) {
      for (const page of [
        { pageNumber: int32, showNumber: 100 },
        { pageNumber: int32, showNumber: int32 },
        { pageNumber: MAX_PAGE_NUMBER + 1, showNumber: 1 },
        { pageNumber: 0, showNumber: 10 },
        { pageNumber: 1, showNumber: 0 },
        { pageNumber: 1, showNumber: MAX_SHOW_NUMBER + 1 },
      ]) {
        const answer = await ask(path, page);
        expect({ path, page, errCode: answer.errCode }).toEqual({ path, page, errCode: 1001 });
        expect(answer.errDlt).toMatch(/pagination\.(pageNumber|showNumber)/);
      }
      // The deepest page allowed is simply empty.
      const deepest = await ask(path, { pageNumber: MAX_PAGE_NUMBER, showNumber: 100 });
      expect({ path, errCode: deepest.errCode, errDlt: deepest.errDlt }).toMatchObject({ path, errCode: 0 });
    }
  });
});
