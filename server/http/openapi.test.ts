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
});
