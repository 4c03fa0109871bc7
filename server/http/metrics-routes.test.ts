import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { GatewayClient } from '../gateway/gateway-client.ts';
import { message, sendMessage } from '../test/gateway-session.ts';
import type { ServerConfig } from '../config/config.ts';
import { freePort } from '../test/free-port.ts';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function started(overrides: Partial<ServerConfig> = {}) {
  const created = await createTestApp(overrides);
  closers.push(() => created.app.close());
  await created.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = created.app.server.address() as AddressInfo;
  const token = (userID: string, platformID = 5) => created.services.tokens.issue(userID, platformID).token;
  return { ...created, port, token };
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as AddressInfo).port;
}

/** The value of one sample line of the text format, e.g. `name{label="x"} 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers only the IM admin on the app port', async () => {
    const { app, config, services, token } = await started();
    services.users.register([{ userID: 'alice', nickname: 'Alice', faceURL: '' }]);
    const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', headers });

    expect((await get()).statusCode).toBe(401);
    expect((await get({ token: 'forged' })).statusCode).toBe(401);
    const asUser = await get({ token: token('alice') });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ errCode: 1002 });

    const asAdmin = await get({ token: token(config.adminUserID, 10) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(asAdmin.body).toContain('# TYPE parley_gateway_connections gauge');
    expect(asAdmin.body).toContain('parley_process_nodejs_eventloop_lag_p99_seconds');
  });

  it('counts gateway connections, messages, requests, database time and HTTP routes', async () => {
    const { app, config, services, port, token } = await started();
    services.users.register([
      { userID: 'alice', nickname: 'Alice', faceURL: '' },
      { userID: 'bob', nickname: 'Bob', faceURL: '' },
    ]);
    const gateway = `ws://127.0.0.1:${port}/msg_gateway`;
    const alice = await GatewayClient.connect(gateway, { userID: 'alice', platformID: 5, token: token('alice') });
    const bob = await GatewayClient.connect(gateway, { userID: 'bob', platformID: 5, token: token('bob') });
    const pushed = new Promise((resolve) => bob.onPush(resolve));
    for (const clientMsgID of ['m1', 'm2']) {
      expect((await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob', clientMsgID }))).errCode).toBe(0);
    }
    await pushed;
    await app.inject({ method: 'POST', url: '/api/user/get_users_info', payload: {}, headers: { operationID: '1' } });

    const text = (
      await app.inject({ method: 'GET', url: '/metrics', headers: { token: token(config.adminUserID, 10) } })
    ).body;
    expect(sample(text, 'parley_gateway_connections')).toBe(2);
    expect(sample(text, 'parley_messages_received_total')).toBe(2);
    expect(sample(text, 'parley_gateway_request_duration_seconds_count{req_identifier="1003",outcome="ok"}')).toBe(2);
    expect(sample(text, 'parley_database_transaction_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'parley_gateway_frames_sent_total')).toBeGreaterThanOrEqual(4);
    expect(
      sample(
        text,
        'parley_http_request_duration_seconds_count{method="POST",route="/api/user/get_users_info",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(text, 'parley_push_sends_total{outcome="failed"}')).toBe(0);
    expect(sample(text, 'parley_media_server_up')).toBe(-1);
    expect(sample(text, 'parley_database_bytes')).toBeGreaterThan(0);
    alice.close();
    bob.close();
  });

  it('serves a separate port without a token when PARLEY_METRICS_PORT is set', async () => {
    const metricsPort = await freePort();
    await started({ metricsPort, metricsHost: '127.0.0.1' });
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('parley_messages_received_total 0');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/user/get_users_info`)).status).toBe(404);
  });
});

describe('/healthz', () => {
  it('says whether the database and the media server are well', async () => {
    const liveKit = createServer((_request, response) => response.end('OK'));
    const up = await started({ livekitURL: `ws://127.0.0.1:${await listening(liveKit)}` });
    expect((await up.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({
      status: 'ok',
      database: 'up',
      media: 'up',
    });

    const down = await started({ livekitURL: `ws://127.0.0.1:${await freePort()}` });
    const degraded = await down.app.inject({ method: 'GET', url: '/healthz' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', media: 'down' });

    const none = await started();
    expect((await none.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ media: 'none' });
    none.db.close();
    const broken = await none.app.inject({ method: 'GET', url: '/healthz' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
