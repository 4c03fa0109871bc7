import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
afterEach(() => app.close());

/** Every method and path Fastify has registered, read from its own route tree (each line extends its parent). */
function registeredRoutes(instance: FastifyInstance): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const parents: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*?)([^│ ├└─][^ ]*)(?: \(([A-Z, ]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

describe('/openapi.json', () => {
  it('documents every route under /api and /chat with the schema that validates its body', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: object }> } }>>;
    };
    expect(document.openapi).toBe('3.1.0');

    const served = registeredRoutes(app).filter(
      ({ method, path }) => /^\/(api|chat)\//.test(path) && method !== 'HEAD' && !path.includes('*'),
    );
    expect(served.length).toBeGreaterThan(100);
    const missing = served.filter(({ method, path }) => !document.paths[path]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    // Nothing documented that is not served.
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(served.map(({ method, path }) => `${method} ${path}`).sort());

    // The body schema is zod's: a real route's required fields and types come through.
    const login = document.paths['/chat/account/login']!.post!.requestBody.content['application/json']!.schema;
    expect(login).toMatchObject({
      type: 'object',
      properties: { password: { anyOf: expect.arrayContaining([{ type: 'string', pattern: '^[0-9a-f]{32}$' }]) } },
    });
    const batch =
      document.paths['/api/group/get_incremental_group_members_batch']!.post!.requestBody.content['application/json']!
        .schema;
    expect(batch).toMatchObject({ required: expect.arrayContaining(['userID', 'reqList']) });
  });

  it('describes every answer: data, error codes and the token each operation takes', async () => {
    ({ app } = await createTestApp());
    type Schema = Record<string, unknown> & { oneOf?: Schema[]; properties?: Record<string, Schema> };
    type Operation = {
      security: object[];
      responses: { '200': { content: { 'application/json': { schema: Schema } } } };
    };
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation & { 'x-openim-errCodes': Record<string, string> }>>;
      components: { securitySchemes: Record<string, object> };
    };
    const answer = (path: string) => document.paths[path]!.post!.responses['200'].content['application/json'].schema;
    const [success, failure] = [
      answer('/api/user/get_users_info').oneOf![0]!,
      answer('/api/user/get_users_info').oneOf![1]!,
    ];

    // No operation is left without the shape of its data.
    const undescribed = Object.entries(document.paths).filter(([, methods]) =>
      Object.values(methods).some((operation) =>
        JSON.stringify(operation.responses['200'].content['application/json'].schema.oneOf![0]).includes(
          'Not yet described',
        ),
      ),
    );
    expect(undescribed.map(([path]) => path)).toEqual([]);

    // data's real shape, closed: a field the handler adds is not in the contract.
    expect(success).toMatchObject({ properties: { errCode: { const: 0 }, data: { type: 'object' } } });
    const user = (success.properties!.data as Schema).properties!.usersInfo as { items: Schema };
    expect(user.items).toMatchObject({ additionalProperties: false, required: expect.arrayContaining(['faceURL']) });
    expect(failure.properties!.errCode).toEqual({ enum: [500, 1001, 1501, 1502, 1503, 1506, 1507] });

    // The codes each operation can answer, by name.
    expect(document.paths['/api/friend/add_friend']!.post!['x-openim-errCodes']).toMatchObject({
      1301: 'CanNotAddYourselfError',
      1304: 'RelationshipAlreadyError',
      20013: 'RefuseFriend',
    });
    expect(document.paths['/chat/account/login']!.post!['x-openim-errCodes']).toMatchObject({ 20001: 'PasswordError' });

    // Enums and bounds: handleResult, pagination, faceURL's rule.
    const requests = answer('/api/friend/get_self_friend_apply_list').oneOf![0]!.properties!.data as Schema;
    expect(requests.properties!.friendRequests).toMatchObject({
      maxItems: 1000,
      items: { properties: { handleResult: { anyOf: [{ const: 0 }, { const: 1 }, { const: -1 }] } } },
    });
    const page = (
      document.paths['/api/friend/get_friend_list']!.post as unknown as {
        requestBody: { content: { 'application/json': { schema: Schema } } };
      }
    ).requestBody.content['application/json'].schema.properties!.pagination;
    expect(page).toMatchObject({
      properties: { pageNumber: { minimum: 1, maximum: 100_000 }, showNumber: { minimum: 1, maximum: 1000 } },
    });
    const register = (
      document.paths['/api/user/user_register']!.post as unknown as {
        requestBody: { content: { 'application/json': { schema: Schema } } };
      }
    ).requestBody.content['application/json'].schema;
    expect(JSON.stringify(register)).toContain('faceURL must be');

    // The admin routes name what they take: the IM admin token, or an admin account's chat token.
    expect(document.paths['/chat/organization/department/add']!.post!.security).toEqual([
      { imAdminToken: [] },
      { chatAdminToken: [] },
    ]);
    expect(document.paths['/api/msg/send_msg']!.post!.security).toEqual([{ imAdminToken: [] }]);
    expect(document.paths['/api/user/get_users_info']!.post!.security).toEqual([{ imToken: [] }]);
    expect(document.paths['/chat/user/find/full']!.post!.security).toEqual([{ chatToken: [] }]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'chatAdminToken',
      'chatToken',
      'imAdminToken',
      'imToken',
    ]);
  });
});
