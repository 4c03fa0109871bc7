import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import type { Services } from '../services/services.ts';

let app: FastifyInstance;
let services: Services;
const routes: string[] = [];

beforeAll(async () => {
  ({ app, services } = await createTestApp());
  services.users.register([{ userID: 'alice', nickname: 'alice', faceURL: '' }]);
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // Lines read like "├── api/msg/revoke_msg (POST)".
    const match = /\b(api\/\S+) \([^)]*POST/.exec(line);
    if (match && !match[1]!.startsWith('api/object')) routes.push(`/${match[1]!}`);
  }
});
afterAll(() => app.close());

const long = 'x'.repeat(200_000);
/** Bodies no route accepts as they are: wrong shapes, wrong types, huge and hostile values. */
const bodies: Array<[string, string]> = [
  ['not JSON', '{"userID":'],
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  [
    'every field the wrong type',
    JSON.stringify({
      userID: 1,
      userIDs: 'alice',
      conversationID: {},
      conversationIDs: [{}],
      seqs: 'x',
      seq: -1,
      hasReadSeq: 'x',
      groupID: [],
      conversation: [],
      pagination: 'x',
      groupInfo: 1,
    }),
  ],
  [
    'huge values',
    JSON.stringify({
      userID: long,
      conversationID: long,
      seqs: Array.from({ length: 5000 }, (_, i) => i),
      userIDs: Array.from({ length: 5000 }, (_, i) => `u${i}`),
      conversationIDs: Array.from({ length: 5000 }, (_, i) => `c${i}`),
    }),
  ],
  ['prototype pollution', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'],
  ['deep nesting', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`],
];

describe('the IM API under bad input', () => {
  it('finds the routes to sweep', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('/api/conversation/set_conversations');
  });

  it(
    'answers every route and every bad body with an error envelope, never a 5xx, and stays up',
    { timeout: 120_000 },
    async () => {
      const token = services.tokens.issue('alice', 5).token;
      const failures: string[] = [];
      for (const route of routes) {
        for (const [name, payload] of bodies) {
          for (const headers of [{ token }, {}]) {
            const response = await app.inject({
              method: 'POST',
              url: route,
              headers: { ...headers, 'content-type': 'application/json', operationid: 'sweep' },
              payload,
            });
            let envelope: { errCode?: unknown } = {};
            try {
              envelope = response.json();
            } catch {
              // reported below
            }
            const fine =
              response.statusCode < 500 &&
              typeof envelope.errCode === 'number' &&
              envelope.errCode !== 500 &&
              // A body that is no object can never be a valid request (null reads as an empty body).
              (envelope.errCode !== 0 || !['not JSON', 'an array', 'a string', 'a number'].includes(name));
            if (!fine)
              failures.push(
                `${route} ${name} ${'token' in headers ? 'with' : 'without'} token: ${response.body.slice(0, 120)}`,
              );
          }
        }
      }
      expect(failures).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    },
  );
});
