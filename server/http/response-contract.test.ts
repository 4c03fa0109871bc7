import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod';
import { ok } from '../protocol/api-envelope.ts';
import { createTestApp } from '../test/test-app.ts';
import { readViolations } from './contract-violations.ts';
import { registerOpenApi } from './openapi.ts';
import type { ContractViolation } from './response-contract.ts';

let app: FastifyInstance;
afterEach(() => app.close());

/** An app with one documented route whose handler answers `answer`. */
async function appAnswering(answer: unknown) {
  const violations: ContractViolation[] = [];
  app = Fastify();
  registerOpenApi(app, { onViolation: (violation) => violations.push(violation) });
  const openapi = {
    body: z.object({}),
    auth: 'none' as const,
    operationIDRequired: false,
    response: z.object({ userID: z.string(), nickname: z.string() }),
    errors: [1004],
  };
  app.post('/api/user/example', { config: { openapi } }, async () => answer);
  const response = await app.inject({ method: 'POST', url: '/api/user/example', payload: {} });
  return { violations, response };
}

describe('the response check', () => {
  it('passes an answer the document describes, success or a documented error', async () => {
    expect((await appAnswering(ok({ userID: 'u1', nickname: 'Ann' }))).violations).toEqual([]);
    await app.close();
    const missing = { errCode: 1004, errMsg: 'RecordNotFoundError', errDlt: 'user u9' };
    expect((await appAnswering(missing)).violations).toEqual([]);
  });

  it('reports a field the document does not describe, and sends the answer unchanged', async () => {
    const answer = ok({ userID: 'u1', nickname: 'Ann', passwordHash: 'x' });
    const { violations, response } = await appAnswering(answer);
    expect(response.json()).toEqual(answer);
    expect(violations).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/user/example',
        errors: ['/data must NOT have additional properties: passwordHash'],
      }),
    ]);
  });

  it('reports a missing field, a wrong type, and an error code the operation does not list', async () => {
    expect((await appAnswering(ok({ userID: 'u1' }))).violations[0]?.errors).toEqual([
      "/data must have required property 'nickname'",
    ]);
    await app.close();
    expect((await appAnswering(ok({ userID: 1, nickname: 'Ann' }))).violations[0]?.errors).toEqual([
      '/data/userID must be string',
    ]);
    await app.close();
    const undocumented = { errCode: 1302, errMsg: 'BlockedByPeer', errDlt: '' };
    expect((await appAnswering(undocumented)).violations[0]?.errors).toEqual([
      '/errCode must be equal to one of the allowed values',
    ]);
  });

  it('catches a real handler that starts answering a field the document lacks', async () => {
    const created = await createTestApp();
    app = created.app;
    const { token } = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/get_admin_token',
        payload: { secret: created.config.adminSecret, userID: created.config.adminUserID },
      })
    ).json().data as { token: string };
    await app.inject({
      method: 'POST',
      url: '/api/user/user_register',
      headers: { token },
      payload: { users: [{ userID: 'u1', nickname: 'Ann' }] },
    });
    // A store change that leaks a column into the wire format.
    const find = created.services.users.find.bind(created.services.users);
    created.services.users.find = (ids) => find(ids).map((user) => ({ ...user, phoneNumber: '555' }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/get_users_info',
      headers: { token },
      payload: { userIDs: ['u1'] },
    });
    expect(response.json()).toMatchObject({ errCode: 0 });
    const violations = readViolations(created.config.dataDir, { clear: true });
    expect(violations.map((violation) => [violation.url, violation.errors])).toEqual([
      ['/api/user/get_users_info', ['/data/usersInfo/0 must NOT have additional properties: phoneNumber']],
    ]);
  });
});
