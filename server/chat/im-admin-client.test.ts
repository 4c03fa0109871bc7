import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../protocol/api-envelope.ts';
import { ImAdminClient } from './im-admin-client.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** An HTTP server in IM's place that answers every request with `status` and `body`. */
async function imAnswering(status: number, body: string, contentType = 'application/json') {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(status, { 'content-type': contentType }).end(body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return new ImAdminClient(
    () => url,
    'imAdmin',
    'secret',
    () => 'admin-token',
  );
}

describe('the chat service’s IM client', () => {
  it('passes on IM’s own error code', async () => {
    const client = await imAnswering(200, JSON.stringify({ errCode: 1004, errMsg: 'RecordNotFoundError' }));
    await expect(client.friendIDs('ann')).rejects.toEqual(expect.any(ApiError));
    await expect(client.friendIDs('ann')).rejects.toMatchObject({ errCode: 1004, errMsg: 'RecordNotFoundError' });
  });

  it('takes an answer without OpenIM’s envelope for a fault, never for an error code of IM’s', async () => {
    // A server closing (Fastify's 503), and a balancer's error page.
    const closing = { error: 'Service Unavailable', message: 'Service Unavailable', statusCode: 503 };
    for (const client of [
      await imAnswering(503, JSON.stringify(closing)),
      await imAnswering(502, '<html>Bad Gateway</html>', 'text/html'),
    ]) {
      const failure = client.friendIDs('ann');
      await expect(failure).rejects.not.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toThrow(/^IM \/friend\/get_full_friend_user_ids answered HTTP 50[23] without/);
    }
  });
});
