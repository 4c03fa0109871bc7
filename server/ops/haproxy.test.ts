import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { balancerConfig, DEPLOY_CONFIG, startBalancer, type RunningBalancer } from './haproxy.ts';
import { freePort } from './chat-topology.ts';

/** deploy/haproxy.cfg itself, run by Debian's HAProxy in front of stand-ins for the copies and IM. */
const servers: Server[] = [];
const balancers: RunningBalancer[] = [];
const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};
/** A stand-in upstream that answers who it is, the body it got and the address it was told the client has. */
const named = (name: string) =>
  createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () =>
      response.end(JSON.stringify({ name, path: request.url, body, forwardedFor: request.headers['x-forwarded-for'] })),
    );
  });
const ask = async (base: string, path: string, body?: string) =>
  (await (await fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', body })).json()) as {
    name: string;
    path: string;
    body: string;
    forwardedFor?: string;
  };

async function balancer(chatCopies: string[], im: string, livekit?: { port: number; nodes: string[] }) {
  const port = await freePort();
  const running = startBalancer({ port, chatCopies, im, livekit }, mkdtempSync(join(tmpdir(), 'parley-haproxy-')));
  balancers.push(running);
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(`${base}/healthz`).then(
        () => true,
        () => false,
      )
    )
      return base;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('HAProxy did not start');
}

afterEach(async () => {
  await Promise.all(balancers.splice(0).map((running) => running.stop()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the balancer of deploy/haproxy.cfg', () => {
  it('is the deployment file with only the addresses changed', () => {
    const template = readFileSync(DEPLOY_CONFIG, 'utf8');
    const addresses = { port: 1234, chatCopies: ['127.0.0.1:1', '127.0.0.1:2'], im: '127.0.0.1:3' };
    const config = balancerConfig(template, {
      ...addresses,
      livekit: { port: 1235, nodes: ['127.0.0.1:4', '127.0.0.1:5'] },
    });
    const settings = (text: string) =>
      text.split('\n').filter((line) => line.trim() && !/^\s*(#|server |bind |log \/dev\/log)/.test(line));
    expect(settings(config)).toEqual(settings(template));
    expect(config).toContain('    bind 127.0.0.1:1234');
    expect(config).toMatch(
      /backend chat_service\n[\s\S]*server chat1 127.0.0.1:1 check\n {4}server chat2 127.0.0.1:2 check/,
    );
    expect(config).toMatch(/backend im\n[\s\S]*server im1 127.0.0.1:3 check/);
    expect(config).toMatch(/frontend livekit\n {4}bind 127.0.0.1:1235\n/);
    expect(config).toMatch(
      /backend livekit\n[\s\S]*server livekit1 127.0.0.1:4 check\n {4}server livekit2 127.0.0.1:5 check/,
    );
    // Without a LiveKit cluster (the managed LiveKit), the balancer has no LiveKit part at all.
    const withoutCluster = balancerConfig(template, addresses);
    const uncommented = withoutCluster.replace(/^#.*\n/gm, '');
    expect(uncommented).not.toMatch(/^(frontend|backend) livekit|:7880|10\.0\.0\./m);
    expect(settings(withoutCluster)).toEqual(settings(template.slice(0, template.indexOf('\nfrontend livekit'))));
  });

  it('sends /chat to the copies in turn, everything else to IM, and tells each who the client is', async () => {
    const [a, b, im] = await Promise.all([listen(named('a')), listen(named('b')), listen(named('im'))]);
    const base = await balancer([a, b], im);
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await ask(base, '/chat/account/login', '{"n":1}')).name);
    expect(names.sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(await ask(base, '/api/user/get_users_info', '{}')).toMatchObject({
      name: 'im',
      path: '/api/user/get_users_info',
      forwardedFor: '127.0.0.1',
    });
    expect(await ask(base, '/chatty')).toMatchObject({ name: 'im' });
    // The PWA's chat screen, opened or reloaded, is a page, not a chat-service route.
    expect(await ask(base, '/chat?conversationID=si_a_b')).toMatchObject({
      name: 'im',
      path: '/chat?conversationID=si_a_b',
    });
    expect(await ask(base, '/chat/openim-webhook/secret/callbackAfterSendSingleMsgCommand', '{}')).toMatchObject({
      name: expect.stringMatching(/^[ab]$/),
    });
  });

  it('sends a request a stopped copy refuses to another, its whole body with it', async () => {
    const deadServer = named('dead');
    const dead = await listen(deadServer);
    await new Promise((resolve) => deadServer.close(resolve));
    const [alive, im] = await Promise.all([listen(named('alive')), listen(named('im'))]);
    const base = await balancer([dead, alive], im);
    const body = JSON.stringify({ text: 'x'.repeat(100_000) });
    for (let i = 0; i < 6; i++)
      expect(await ask(base, '/chat/office/work_moment/add', body)).toMatchObject({
        name: 'alive',
        path: '/chat/office/work_moment/add',
        body,
      });
  });

  it('passes WebSocket upgrades (the SDK’s /msg_gateway) to IM', async () => {
    const imServer = named('im');
    const sockets = new WebSocketServer({ server: imServer });
    sockets.on('connection', (socket, request) => socket.send(`hello from IM at ${request.url}`));
    const [copy, im] = await Promise.all([listen(named('copy')), listen(imServer)]);
    const base = await balancer([copy], im);
    const socket = new WebSocket(`${base.replace('http', 'ws')}/msg_gateway?sendID=u`);
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()));
      socket.once('error', reject);
    });
    expect(first).toBe('hello from IM at /msg_gateway?sendID=u');
    socket.close();
    sockets.close();
  });

  it('spreads LiveKit signal connections (WebSockets) over the nodes: each new one to the node with the fewest', async () => {
    const nodes = [named('node a'), named('node b')];
    const sockets = nodes.map((node, index) => {
      const server = new WebSocketServer({ server: node });
      server.on('connection', (socket, request) => socket.send(`${'ab'[index]} ${request.url}`));
      return server;
    });
    const addresses = await Promise.all(nodes.map(listen));
    const [copy, im] = await Promise.all([listen(named('copy')), listen(named('im'))]);
    const livekitPort = await freePort();
    await balancer([copy], im, { port: livekitPort, nodes: addresses });
    const open = async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${livekitPort}/rtc?access_token=t`);
      const first = await new Promise<string>((resolve, reject) => {
        socket.once('message', (data: Buffer) => resolve(data.toString()));
        socket.once('error', reject);
      });
      return { socket, first };
    };
    // Open ones stay open, as a call's do: the second and third go to the node with fewer.
    const first = await open();
    const second = await open();
    expect([first.first, second.first].sort()).toEqual(['a /rtc?access_token=t', 'b /rtc?access_token=t']);
    second.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await open();
    expect(third.first).toBe(second.first);
    for (const { socket } of [first, third]) socket.close();
    for (const server of sockets) server.close();
  });
});
