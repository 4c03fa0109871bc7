import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends } from '../support/ui-session';
import { adminToken, pushCall } from '../support/im-admin';
import { sendTextAs } from '../support/chat-page';
import { singleConversationID } from '../support/sdk-actions';
import { PushReceiver, SubscriptionKeys } from '../support/push-receiver';
import { apartPush } from './apart-push';

test('a message to a user with no tab open goes out as Web Push from a chat-service copy, fed by the webhook', async ({
  request,
}) => {
  const receiver = new PushReceiver({ dir: apartPush.dir, port: apartPush.port });
  await receiver.start();
  try {
    const alice = await registerAccount(request, 'Alice');
    const bob = await registerAccount(request, 'Bob');
    await makeFriends(request, alice, bob);
    const keys = new SubscriptionKeys();
    // Subscribed through one copy; the after-send webhook reaches whichever copy the proxy picks.
    await pushCall(
      request,
      '/push/subscribe',
      { endpoint: `${receiver.origin}/push/alice`, keys: keys.json },
      alice.imToken,
    );

    await sendTextAs(request, bob, alice.userID, 'Are you on the plane?', await adminToken(request));
    await expect.poll(() => receiver.received.length).toBe(1);
    const push = receiver.received[0]!;
    expect(push.path).toBe('/push/alice');
    const payload = JSON.parse(keys.decrypt(push.body)) as { conversationID: string; title: string; body: string };
    expect(payload).toMatchObject({
      conversationID: singleConversationID(alice.userID, bob.userID),
      title: 'Bob',
      body: 'Are you on the plane?',
    });
  } finally {
    await receiver.stop();
  }
});
