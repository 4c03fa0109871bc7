import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startRoundRobinProxy } from './round-robin-proxy.ts';

const servers: Server[] = [];
const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
/** A stand-in upstream that answers who it is and the body it got. */
const named = (name: string) =>
  createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => response.end(JSON.stringify({ name, path: request.url, body })));
  });
const ask = async (base: string, path: string, body?: string) =>
  (await (await fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', body })).json()) as {
    name: string;
    path: string;
    body: string;
  };

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the round-robin proxy of the chat-service topology', () => {
  it('sends /chat to the copies in turn and everything else to IM', async () => {
    const [a, b, im] = await Promise.all([listen(named('a')), listen(named('b')), listen(named('im'))]);
    const proxy = await startRoundRobinProxy({ chatCopies: [a, b], im }, 0);
    servers.push(proxy);
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await ask(base, '/chat/account/login', '{"n":1}')).name);
    expect(names).toEqual(['a', 'b', 'a', 'b']);
    expect(await ask(base, '/api/user/get_users_info', '{}')).toMatchObject({
      name: 'im',
      path: '/api/user/get_users_info',
    });
    expect(await ask(base, '/chatty')).toMatchObject({ name: 'im' });
  });

  it('skips a copy that refuses connections, replaying the whole body to the next one', async () => {
    const deadServer = named('dead');
    const dead = await listen(deadServer);
    await new Promise((resolve) => deadServer.close(resolve));
    const [alive, im] = await Promise.all([listen(named('alive')), listen(named('im'))]);
    const proxy = await startRoundRobinProxy({ chatCopies: [dead, alive], im }, 0);
    servers.push(proxy);
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const body = JSON.stringify({ text: 'x'.repeat(100_000) });
    for (let i = 0; i < 4; i++)
      expect(await ask(base, '/chat/office/work_moment/add', body)).toEqual({
        name: 'alive',
        path: '/chat/office/work_moment/add',
        body,
      });
  });

  it('answers 503 when no copy answers, and 502 when a copy drops a request it took', async () => {
    const dropping = createServer((request) => request.socket.destroy());
    const [dropper, im] = await Promise.all([listen(dropping), listen(named('im'))]);
    const proxy = await startRoundRobinProxy({ chatCopies: [dropper], im }, 0);
    servers.push(proxy);
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/chat/account/login`, { method: 'POST', body: '{}' })).status).toBe(502);
    dropping.close();
    dropping.closeAllConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${base}/chat/account/login`, { method: 'POST', body: '{}' })).status).toBe(503);
  });

  it('passes WebSocket upgrades (the SDK’s /msg_gateway) to IM', async () => {
    const imServer = named('im');
    const sockets = new WebSocketServer({ server: imServer });
    sockets.on('connection', (socket, request) => socket.send(`hello from IM at ${request.url}`));
    const [copy, im] = await Promise.all([listen(named('copy')), listen(imServer)]);
    const proxy = await startRoundRobinProxy({ chatCopies: [copy], im }, 0);
    servers.push(proxy);
    const socket = new WebSocket(`ws://127.0.0.1:${(proxy.address() as AddressInfo).port}/msg_gateway?sendID=u`);
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()));
      socket.once('error', reject);
    });
    expect(first).toBe('hello from IM at /msg_gateway?sendID=u');
    socket.close();
    sockets.close();
  });
});
