import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createServer } from 'node:net';
import { WebhookSender, type WebhookOutcome } from './webhook-sender.ts';
import { startImWebhooks } from './im-webhooks.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';
import { message, sendMessage, startGatewayApp, type GatewayApp } from '../test/gateway-session.ts';
import type { AfterQuitGroup } from '../protocol/openim-webhooks.ts';

const logger = pino({ level: 'silent' });
const quit = (userID: string): AfterQuitGroup => ({
  callbackCommand: 'callbackAfterQuitGroupCommand',
  groupID: 'g1',
  userID,
});
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('webhook delivery: bounded, timed, never waited for', () => {
  it('drops what does not fit in the queue at once, and delivers the rest when the receiver answers', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.holdAnswers(true);
    const outcomes: Array<[string, WebhookOutcome]> = [];
    const sender = new WebhookSender({
      url: receiver.url,
      timeoutMs: 30_000,
      logger,
      concurrency: 1,
      capacity: 2,
      onOutcome: (command, outcome) => outcomes.push([command, outcome]),
    });
    cleanups.push(() => sender.close());
    for (const userID of ['a', 'b', 'c', 'd']) sender.post(quit(userID), 'op');
    // One in flight (held by the receiver), two queued, the fourth dropped without waiting.
    expect(outcomes).toEqual([['callbackAfterQuitGroupCommand', 'dropped']]);
    await receiver.next('callbackAfterQuitGroupCommand', (body) => body.userID === 'a');
    receiver.holdAnswers(false);
    await sender.idle();
    expect(outcomes.filter(([, outcome]) => outcome === 'sent')).toHaveLength(3);
    expect(receiver.all('callbackAfterQuitGroupCommand').map((hook) => hook.body.userID)).toEqual(['b', 'c']);
  });

  it('counts a receiver that is down, or that does not answer in time, as failed, and retries neither', async () => {
    const outcomes: WebhookOutcome[] = [];
    const down = new WebhookSender({
      url: `http://127.0.0.1:${await closedPort()}/hooks`,
      timeoutMs: 5_000,
      logger,
      onOutcome: (_command, outcome) => outcomes.push(outcome),
    });
    down.post(quit('a'), 'op');
    await down.idle();
    expect(outcomes).toEqual(['failed']);

    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.holdAnswers(true);
    const slow = new WebhookSender({
      url: receiver.url,
      timeoutMs: 200,
      logger,
      onOutcome: (_command, outcome) => outcomes.push(outcome),
    });
    slow.post(quit('b'), 'op');
    await slow.idle();
    expect(outcomes).toEqual(['failed', 'failed']);
    expect(receiver.all('callbackAfterQuitGroupCommand')).toHaveLength(1);
  });
});

describe('webhooks in the running server', () => {
  let server: GatewayApp;

  it('acknowledges a send while the receiver hangs, and counts each outcome in /metrics', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.holdAnswers(true);
    server = await startGatewayApp({ webhookURL: receiver.url, webhookTimeoutSeconds: 0.3 });
    cleanups.push(() => server.close());
    server.user('bob');
    const ann = await server.connect('ann');
    await receiver.next('callbackAfterUserOnlineCommand');
    // The callback of this message is held unanswered; the sender still gets its acknowledgement.
    const reply = await sendMessage(ann, message({ sendID: 'ann', recvID: 'bob' }));
    expect(reply.errCode).toBe(0);
    await receiver.next('callbackAfterSendSingleMsgCommand');

    const metrics = async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { token: server.services.tokens.issue('imAdmin', 10).token },
      });
      return response.body;
    };
    const failed = 'parley_webhook_posts_total{command="callbackAfterSendSingleMsgCommand",outcome="failed"} 1';
    for (let tries = 0; !(await metrics()).includes(failed); tries++) {
      expect(tries, 'the timed-out callback is counted as failed').toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    receiver.holdAnswers(false);
    await sendMessage(ann, message({ sendID: 'ann', recvID: 'bob' }));
    await receiver.next('callbackAfterSendSingleMsgCommand');
    const sent = 'parley_webhook_posts_total{command="callbackAfterSendSingleMsgCommand",outcome="sent"} 1';
    for (let tries = 0; !(await metrics()).includes(sent); tries++) {
      expect(tries, 'the answered callback is counted as sent').toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('keeps a queue per kind of callback, as OpenIM keeps one per service: a flood of status changes drops no message callback', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.holdAnswers(true);
    server = await startGatewayApp();
    cleanups.push(() => server.close());
    const outcomes: Array<[string, WebhookOutcome]> = [];
    const webhooks = startImWebhooks(server.services, {
      url: receiver.url,
      timeoutMs: 30_000,
      logger,
      capacity: 1,
      onOutcome: (command, outcome) => outcomes.push([command, outcome]),
    });
    cleanups.push(() => webhooks.stop());
    server.user('bob');
    const ann = await server.connect('ann');
    for (let i = 0; i < 3; i++) (await server.connect('carl')).close();
    expect(outcomes.some(([command, outcome]) => command.includes('User') && outcome === 'dropped')).toBe(true);

    const sent = message({ sendID: 'ann', recvID: 'bob' });
    expect((await sendMessage(ann, sent)).errCode).toBe(0);
    const hook = await receiver.next('callbackAfterSendSingleMsgCommand');
    expect(hook.body.clientMsgID).toBe(sent.clientMsgID);
    receiver.holdAnswers(false);
    await webhooks.idle();
    expect(outcomes).toContainEqual(['callbackAfterSendSingleMsgCommand', 'sent']);
    expect(outcomes.filter(([command]) => command === 'callbackAfterSendSingleMsgCommand')).toEqual([
      ['callbackAfterSendSingleMsgCommand', 'sent'],
    ]);
  });

  it('renews a connected user’s online state, as OpenIM’s gateway does every OnlineExpire/3', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    // A server without a configured URL, and the webhooks started by hand with a short renewal period.
    server = await startGatewayApp();
    cleanups.push(() => server.close());
    const webhooks = startImWebhooks(server.services, { url: receiver.url, timeoutMs: 5_000, logger, renewalMs: 100 });
    cleanups.push(() => webhooks.stop());
    await server.connect('ann');
    const first = await receiver.next('callbackAfterUserOnlineCommand');
    const renewed = await receiver.next('callbackAfterUserOnlineCommand');
    expect(renewed.body).toMatchObject({ userID: 'ann', platformID: 5, platform: 'Web' });
    expect(renewed.body.operationID).not.toBe(first.body.operationID);
    expect(renewed.body.seq as number).toBeGreaterThanOrEqual(first.body.seq as number);
  });
});
