import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError } from '../protocol/api-envelope.ts';
import { servicePrefix } from './service-prefix.ts';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('service prefixes', () => {
  it.each(['/api', '/chat', '/object'])('%s answers an unknown route in the OpenIM envelope', async (prefix) => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'POST', url: `${prefix}/no/such/route`, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errCode: 1004, errMsg: 'RecordNotFoundError' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers CORS preflights with 200 and permissive headers', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/user/get_users_info',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-headers': 'operationid,token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-headers']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('*');
  });
});

describe('servicePrefix error handling', () => {
  async function prefixWith(register: (app: FastifyInstance) => void) {
    const bare = Fastify({ logger: false });
    await bare.register(servicePrefix(register), { prefix: '/svc' });
    return bare;
  }

  it('answers a body that is not JSON with ArgsError', async () => {
    app = await prefixWith((svc) => svc.post('/echo', async (request) => request.body));
    const response = await app.inject({
      method: 'POST',
      url: '/svc/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ errCode: 1001, errMsg: 'ArgsError' });
  });

  it('turns a thrown ApiError into its envelope', async () => {
    app = await prefixWith((svc) =>
      svc.post('/blocked', async () => {
        throw new ApiError(1302, 'BlockedByPeer', 'peer blocked you');
      }),
    );
    const response = await app.inject({ method: 'POST', url: '/svc/blocked', payload: {} });
    expect(response.json()).toEqual({ errCode: 1302, errMsg: 'BlockedByPeer', errDlt: 'peer blocked you' });
  });

  it('hides an unexpected failure behind ServerInternalError', async () => {
    app = await prefixWith((svc) =>
      svc.post('/boom', async () => {
        throw new Error('database exploded at /secret/path');
      }),
    );
    const response = await app.inject({ method: 'POST', url: '/svc/boom', payload: {} });
    expect(response.json()).toEqual({ errCode: 500, errMsg: 'ServerInternalError', errDlt: '' });
  });
});

describe('health', () => {
  it('reports ok while the database answers', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
