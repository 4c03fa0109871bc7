import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TEST_CHAT_TOKEN_TTL_MS } from '../../test/test-app.ts';
import type { ServerConfig } from '../../config/config.ts';
import { ChatTokenStore } from '../chat-tokens.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import { PREVIEW_FETCHES_PER_MINUTE } from './link-preview-routes.ts';

const apps: FastifyInstance[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A page of the test's own on 127.0.0.2, which the app under test is told to allow. */
async function servePage(title: string) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<html><head><title>${title}</title></head><body></body></html>`);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.2', done));
  return { origin: `http://127.0.0.2:${(server.address() as AddressInfo).port}`, hits };
}

async function app(overrides: Partial<ServerConfig> = {}) {
  const made = await createTestApp({ linkPreviewAllow: '127.0.0.2', ...overrides });
  apps.push(made.app);
  const tokens = new ChatTokenStore(made.chatDb, TEST_CHAT_TOKEN_TTL_MS);
  const ask = async (path: string, payload: Record<string, unknown>, userID = 'ann') => {
    const response = await made.app.inject({
      method: 'POST',
      url: `/chat${path}`,
      headers: { operationid: 'op', token: await tokens.issue(userID) },
      payload,
    });
    return { status: response.statusCode, ...(response.json() as { errCode: number; data?: Record<string, unknown> }) };
  };
  const preview = (url: string, userID = 'ann') => ask('/parley/link-preview', { url }, userID);
  return { ask, preview, chatDb: made.chatDb as ChatDb };
}

describe('/parley/link-preview', () => {
  it('fetches a page once and keeps its card in the chat database, for every reader, until it expires', async () => {
    const { preview, chatDb } = await app();
    const page = await servePage('Quarterly plan');
    const first = await preview(`${page.origin}/plan#section`);
    expect(first.errCode).toBe(0);
    expect(first.data).toMatchObject({ preview: { title: 'Quarterly plan', url: `${page.origin}/plan` } });
    expect((await preview(`${page.origin}/plan`, 'ben')).data).toEqual(first.data);
    expect(page.hits).toEqual(['/plan']);
    const kept = await chatDb.selectFrom('chat_link_previews').selectAll().execute();
    expect(kept.map((row) => row.url)).toEqual([`${page.origin}/plan`]);

    await chatDb
      .updateTable('chat_link_previews')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    await preview(`${page.origin}/plan`);
    expect(page.hits).toEqual(['/plan', '/plan']);
  });

  it('answers no card for a private address, and refuses what is not an http(s) URL', async () => {
    const { preview } = await app({ linkPreviewAllow: '' });
    const page = await servePage('Inside');
    expect((await preview(`${page.origin}/`)).data).toEqual({ preview: null });
    expect(page.hits).toEqual([]);
    expect((await preview('javascript:alert(1)')).errCode).toBe(1001);
    expect((await preview('not a url')).errCode).toBe(1001);
    expect((await preview(`http://example.com/${'a'.repeat(3000)}`)).errCode).toBe(1001);
  });

  it('limits the pages one user has fetched a minute; kept cards and other users are not held back', async () => {
    const { preview } = await app();
    const page = await servePage('Kept');
    expect((await preview(`${page.origin}/kept`)).data).toMatchObject({ preview: { title: 'Kept' } });
    // Refused addresses cost no network, but still count: each was a new URL to look at.
    for (let i = 1; i < PREVIEW_FETCHES_PER_MINUTE; i++)
      expect((await preview(`http://10.0.0.1/${i}`)).errCode).toBe(0);
    const flood = await preview('http://10.0.0.1/one-too-many');
    expect(flood.errCode).toBe(20005);
    expect((await preview(`${page.origin}/kept`)).errCode).toBe(0);
    expect((await preview('http://10.0.0.1/one-too-many', 'ben')).errCode).toBe(0);
  });

  it('is off with PARLEY_LINK_PREVIEW=off, and the capabilities say so', async () => {
    const on = await app();
    expect((await on.ask('/parley/capabilities', {})).data).toMatchObject({ linkPreview: true });
    const off = await app({ linkPreview: 'off' });
    expect((await off.ask('/parley/capabilities', {})).data).toMatchObject({ linkPreview: false });
    expect((await off.preview('https://example.com/')).status).toBe(404);
  });
});
