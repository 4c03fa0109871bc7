import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const directives = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('give the app shell a CSP that fits it, nosniff, no referrer, no framing and its own permissions', async () => {
    const created = await createTestApp();
    app = created.app;
    const shell = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(shell.statusCode).toBe(200);
    const csp = directives(shell.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'http:', 'https:', 'ws:', 'wss:']));
    expect(csp['media-src']).toEqual(expect.arrayContaining(['blob:']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(shell.headers['x-content-type-options']).toBe('nosniff');
    expect(shell.headers['referrer-policy']).toBe('no-referrer');
    expect(shell.headers['x-frame-options']).toBe('DENY');
    expect(shell.headers['permissions-policy']).toContain('camera=(self)');
    expect(shell.headers['permissions-policy']).toContain('microphone=(self)');
    expect(shell.headers['permissions-policy']).toContain('geolocation=(self)');
    // Cross-origin isolation stays its own, measured choice; avatars stay loadable by other origins' clients.
    expect(shell.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(shell.headers['cross-origin-resource-policy']).toBeUndefined();

    const api = await app.inject({ method: 'POST', url: '/api/auth/parse_token', payload: { token: 'x' } });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeDefined();
  });

  it('let a configured list of sites frame the app, without X-Frame-Options', async () => {
    const created = await createTestApp({ frameAncestors: "'self' https://portal.example" });
    app = created.app;
    const shell = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(directives(shell.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
      'https://portal.example',
    ]);
    expect(shell.headers['x-frame-options']).toBeUndefined();
  });

  it('leave stored objects their own sandboxing headers', async () => {
    const created = await createTestApp();
    app = created.app;
    const objectsDir = join(created.config.dataDir, 'objects');
    mkdirSync(objectsDir, { recursive: true });
    writeFileSync(join(objectsDir, 'f1'), '<script>alert(1)</script>');
    created.db
      .prepare(
        'INSERT INTO objects (name, file_id, hash, size, content_type, user_id, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run('u1/page.html', 'f1', 'h', 25, 'text/html', 'u1', Date.now());
    const object = await app.inject({ method: 'GET', url: '/object/u1/page.html' });
    expect(object.statusCode).toBe(200);
    expect(object.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(object.headers['content-type']).toBe('application/octet-stream');
    expect(object.headers['content-disposition']).toMatch(/^attachment/);
    expect(object.headers['x-content-type-options']).toBe('nosniff');
  });
});
