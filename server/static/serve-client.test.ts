import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('serving the built client', () => {
  it('serves the shell for client routes that ask for a page', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ url: '/conversation', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Parley</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the SDK test harness only when PARLEY_TEST_HARNESS asks for it, from outside the built app', async () => {
    ({ app } = await createTestApp());
    expect((await app.inject({ url: '/e2e/harness/index.html', headers: { accept: '*/*' } })).statusCode).toBe(404);
    await app.close();
    const harnessDir = mkdtempSync(join(tmpdir(), 'parley-harness-'));
    mkdirSync(join(harnessDir, 'e2e', 'harness'), { recursive: true });
    writeFileSync(join(harnessDir, 'e2e', 'harness', 'index.html'), '<title>Parley SDK harness</title>');
    ({ app } = await createTestApp({ testHarness: true, harnessDir }));
    const served = await app.inject({ url: '/e2e/harness/index.html' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Parley SDK harness');
  });

  it('does not answer unknown non-page requests with the shell', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('never answers a page request under a service prefix with the shell', async () => {
    ({ app } = await createTestApp());
    for (const url of ['/api/no_such_route', '/chat/no/such/route', '/object/missing', '/msg_gateway/x']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.body.toLowerCase(), url).not.toContain('<!doctype html');
    }
  });

  it('caches hashed assets forever and revalidates the rest', async () => {
    ({ app } = await createTestApp());
    const hashed = await app.inject({ url: '/assets/app-abc123.js' });
    expect(hashed.headers['cache-control']).toContain('immutable');
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy when the browser accepts it', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli-bytes');
  });

  it('adds cross-origin isolation headers only when configured', async () => {
    ({ app } = await createTestApp({ crossOriginIsolation: 'credentialless' }));
    const isolated = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(isolated.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(isolated.headers['cross-origin-embedder-policy']).toBe('credentialless');
    await app.close();

    ({ app } = await createTestApp({ crossOriginIsolation: 'off' }));
    const plain = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
