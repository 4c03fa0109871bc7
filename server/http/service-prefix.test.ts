import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError } from '../protocol/api-envelope.ts';
import { servicePrefix } from './service-prefix.ts';
import { createHash } from 'node:crypto';
import { createTestApp, TEST_SUPER_CODE } from '../test/test-app.ts';

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

describe('bodies of any type, read as JSON as OpenIM reads them', () => {
  async function echoPrefix(options?: { rawBodies?: boolean }) {
    const bare = Fastify({ logger: false });
    await bare.register(
      servicePrefix((svc) => {
        svc.post('/echo', async (request) => ({ body: request.body }));
      }, options),
      { prefix: '/svc' },
    );
    return bare;
  }
  const post = (contentType: string, payload: string) =>
    app.inject({ method: 'POST', url: '/svc/echo', headers: { 'content-type': contentType }, payload });

  it('reads a JSON body sent as a form or as text, as OpenIM’s H5 client sends it (axios with a string)', async () => {
    app = await echoPrefix();
    for (const type of ['application/x-www-form-urlencoded;charset=UTF-8', 'text/plain'])
      expect((await post(type, '{"phoneNumber":"13900000000","areaCode":"+86"}')).json()).toEqual({
        body: { phoneNumber: '13900000000', areaCode: '+86' },
      });
  });

  it('reads a real form as its fields, and refuses broken or poisoned JSON in the envelope', async () => {
    app = await echoPrefix();
    expect((await post('application/x-www-form-urlencoded', 'logout_token=a.b.c')).json()).toEqual({
      body: { logout_token: 'a.b.c' },
    });
    for (const payload of ['{"a":', '{"__proto__":{"admin":true}}'])
      expect((await post('application/x-www-form-urlencoded', payload)).json()).toMatchObject({
        errCode: 1001,
        errMsg: 'ArgsError',
      });
  });

  it('leaves a prefix that takes raw bytes alone', async () => {
    app = await echoPrefix({ rawBodies: true });
    expect((await post('application/x-www-form-urlencoded', '{"a":1}')).json()).toMatchObject({ errCode: 1001 });
  });

  it('registers and signs in through the chat service with the H5 client’s requests', async () => {
    ({ app } = await createTestApp());
    // The chat module reaches IM over HTTP, so the app must really listen.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const asTheH5Client = (path: string, body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/chat${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', operationid: 'h5' },
        payload: JSON.stringify(body),
      });
    const phone = { areaCode: '+86', phoneNumber: '13900000001' };
    const password = createHash('md5').update('secret1').digest('hex');
    const registered = await asTheH5Client('/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      user: { nickname: 'H5 user', password, ...phone },
    });
    expect(registered.json()).toMatchObject({ errCode: 0 });
    const signedIn = await asTheH5Client('/account/login', { ...phone, password, platform: 5, deviceID: '' });
    expect(signedIn.json()).toMatchObject({ errCode: 0, data: { userID: expect.any(String) } });
  });
});
