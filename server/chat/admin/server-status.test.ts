import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAdminApp } from '../../test/admin-app.ts';
import { GatewayClient } from '../../gateway/gateway-client.ts';
import { MessageRate } from '../../metrics/message-rate.ts';
import { migrations } from '../../db/migrations.ts';
import { chatOverHttp } from '../../test/test-app.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe('the server status', () => {
  it('tells the version, connections, online users, messages in the last minute, sizes and the media server', async () => {
    const started = await startAdminApp();
    app = started.app;
    const alice = await started.register('Alice', '13800000031');
    const bob = await started.register('Bob', '13800000032');
    const { port } = app.server.address() as { port: number };
    const socket = await GatewayClient.connect(`ws://127.0.0.1:${port}/msg_gateway`, {
      userID: alice.userID,
      token: alice.imToken,
      platformID: 5,
    });
    for (let i = 0; i < 3; i++) {
      const sent = await started.call(
        '/api/msg/send_msg',
        {
          sendID: alice.userID,
          recvID: bob.userID,
          senderPlatformID: 5,
          content: { content: `hello ${i}` },
          contentType: 101,
          sessionType: 1,
        },
        started.adminToken,
      );
      expect(sent.errCode).toBe(0);
    }
    const status = await started.admin('/statistic/server_status');
    if (chatOverHttp()) {
      // OpenIM's router has no such route, so the chat service over IM's public API cannot tell (http-im.ts).
      expect(status).toMatchObject({ errCode: 1004 });
      socket.close();
      return;
    }
    expect(status).toMatchObject({
      errCode: 0,
      data: {
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        schemaVersion: Math.max(...migrations.map((migration) => migration.id)),
        connections: 1,
        onlineUsers: 1,
        messagesPerMinute: 3,
        media: 'none',
      },
    });
    const data = status.data as { uptimeSeconds: number; databaseBytes: number; uploadBytes: number };
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.databaseBytes).toBeGreaterThan(0);
    expect(data.uploadBytes).toBe(0);
    socket.close();
  });
});

describe('the message rate', () => {
  it('counts the last 60 seconds only', () => {
    let now = 1_000_000;
    const rate = new MessageRate(() => now);
    rate.record();
    rate.record();
    now += 30_000;
    rate.record();
    expect(rate.perMinute()).toBe(3);
    now += 31_000;
    expect(rate.perMinute()).toBe(1);
    now += 60_000;
    expect(rate.perMinute()).toBe(0);
  });
});
