import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends } from '../support/ui-session';
import { adminToken } from '../support/im-admin';
import { sendTextAs } from '../support/chat-page';
import { singleConversationID } from '../support/sdk-actions';
import { RECEIVED_PATH, SubscriptionKeys } from '../support/push-receiver';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Copy {
  url: string;
  port: number;
  pid: number;
}

/** The topology behind E2E_PORT (e2e/chat-apart/topology-server.ts), with the stand-in push service it started. */
const topology = async (request: APIRequestContext, path = '/__topology') =>
  (await (await request.get(path)).json()) as { copies: [Copy, Copy, Copy]; pushReceiver: string };

const answers = async (copy: Copy) => {
  try {
    return (await fetch(`${copy.url}/healthz`)).ok;
  } catch {
    return false;
  }
};

test('a subscription made through one chat-service copy gets the Web Push the other copy sends, fed by the webhook', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { copies, pushReceiver } = await topology(request);
  const [first, second] = copies;
  // The receiver's certificate is its own, self-signed: the copies trust it, this reader need not.
  const receiver = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  const received = async () =>
    (await (await receiver.get(`${pushReceiver}${RECEIVED_PATH}`)).json()) as Array<{ path: string; body: string }>;
  const alice = await registerAccount(request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  await makeFriends(request, alice, bob);
  const keys = new SubscriptionKeys();
  const path = `/push/alice-${alice.userID}`;

  // Subscribed straight through the first copy, past the proxy.
  const subscribed = await request.post(`${first.url}/chat/push/subscribe`, {
    data: { endpoint: `${pushReceiver}${path}`, keys: keys.json },
    headers: { operationID: `apart-push-${Date.now()}`, token: alice.imToken },
  });
  expect(((await subscribed.json()) as { errCode: number }).errCode).toBe(0);

  // That copy dies: IM's after-send webhook can reach only the others, which never saw the subscription.
  process.kill(first.pid, 'SIGKILL');
  await expect.poll(() => answers(first)).toBe(false);
  try {
    await sendTextAs(request, bob, alice.userID, 'Are you on the plane?', await adminToken(request));
    await expect
      .poll(async () => (await received()).filter((push) => push.path === path).length, { timeout: 30_000 })
      .toBe(1);
    const push = (await received()).find((push) => push.path === path)!;
    const payload = JSON.parse(keys.decrypt(Buffer.from(push.body, 'base64'))) as Record<string, string>;
    expect(payload).toMatchObject({
      conversationID: singleConversationID(alice.userID, bob.userID),
      title: 'Bob',
      body: 'Are you on the plane?',
    });
    expect(await answers(second)).toBe(true);
    expect(await answers(copies[2])).toBe(true);
  } finally {
    await topology(request, '/__topology/restart/0');
    await receiver.dispose();
  }
});
