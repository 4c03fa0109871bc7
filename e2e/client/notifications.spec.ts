import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { NEEDS_NOTIFICATIONS } from '../../playwright.config';
import { registerAccount } from '../support/session';
import { makeFriends, sdkSynced, signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { adminToken, pushCall } from '../support/im-admin';
import { shownNotifications, waitForServiceWorker } from '../support/service-worker';
import { messageLog, sendTextAs } from '../support/chat-page';
import { singleConversationID } from '../support/sdk-actions';
import { OwnServer, ownServerPort } from '../support/own-server';
import { PushReceiver, SubscriptionKeys } from '../support/push-receiver';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Records every badge the app sets (0 for a cleared one), before any app code runs. */
async function observeBadge(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, { badgeCalls: calls });
    Object.assign(navigator, {
      setAppBadge: (count?: number) => {
        calls.push(count ?? 0);
        return Promise.resolve();
      },
      clearAppBadge: () => {
        calls.push(0);
        return Promise.resolve();
      },
    });
  });
}
const lastBadge = (page: Page) =>
  page.evaluate(() => (window as unknown as { badgeCalls: number[] }).badgeCalls.at(-1) ?? null);

/**
 * The user switches away: headless Chromium keeps every page visible whatever is in front, so the page is told it
 * is hidden the way the browser tells it, by its visibility state and a visibilitychange event.
 */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test(
  'a hidden page shows a notification per conversation, a click opens the chat, reading closes it; the badge follows',
  { tag: NEEDS_NOTIFICATIONS },
  async ({ browser, request }) => {
    const alice = await registerAccount(request, 'Alice');
    const bob = await registerAccount(request, 'Bob');
    await makeFriends(request, alice, bob);
    const context = await newTestContext(browser);
    await context.grantPermissions(['notifications']);
    await observeBadge(context);
    const page = await context.newPage();
    await signIn(page, alice);
    await waitForServiceWorker(page);
    // The first sync over: the page is settled before it is hidden.
    await sdkSynced(page);
    // Nothing is asked on load.
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    expect(await shownNotifications(page)).toEqual([]);
    const before = (await lastBadge(page)) ?? 0;

    await setHidden(page, true);
    const admin = await adminToken(request);
    await sendTextAs(request, bob, alice.userID, 'Lunch at noon?', admin);
    const tag = singleConversationID(alice.userID, bob.userID);
    await expect.poll(() => shownNotifications(page)).toEqual([{ title: 'Bob', body: 'Lunch at noon?', tag }]);
    await expect.poll(() => lastBadge(page)).toBe(before + 1);
    await sendTextAs(request, bob, alice.userID, 'Or at one?', admin);
    // Grouped: still one notification for the conversation, now with the newest message.
    await expect.poll(() => shownNotifications(page)).toEqual([{ title: 'Bob', body: 'Or at one?', tag }]);
    await expect.poll(() => lastBadge(page)).toBe(before + 2);

    // The user clicks the notification: the worker sends the app to the chat.
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(async () => {
      // The worker's own globals, which this file's DOM types do not describe.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/chat\?conversationID=/);
    await setHidden(page, false);
    await expect(messageLog(page).getByText('Or at one?', { exact: true })).toBeVisible();
    // Read: the badge clears and the conversation's notifications close.
    await expect.poll(() => lastBadge(page)).toBe(0);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  },
);

test(
  'a real push: encrypted by the server to the subscription, decrypted, delivered to the worker, shown',
  { tag: NEEDS_NOTIFICATIONS },
  async ({ browser }) => {
    const receiver = new PushReceiver();
    await receiver.start();
    const server = new OwnServer(ownServerPort(4), {
      PARLEY_PUSH_TEST_ORIGIN: receiver.origin,
      NODE_EXTRA_CA_CERTS: receiver.certPath,
    });
    await server.start();
    try {
      const api = await playwrightRequest.newContext({ baseURL: server.url });
      const alice = await registerAccount(api, 'Alice');
      const bob = await registerAccount(api, 'Bob');
      await makeFriends(api, alice, bob);

      // An endpoint that is not a push service is refused: the server must not post into its own network.
      const keys = new SubscriptionKeys();
      for (const endpoint of ['http://10.0.0.1/admin', 'https://127.0.0.1:8443/x', 'https://example.com/push']) {
        await expect(pushCall(api, '/push/subscribe', { endpoint, keys: keys.json }, alice.imToken)).rejects.toThrow(
          /1001/,
        );
      }
      const endpoint = `${receiver.origin}/push/alice`;
      await pushCall(api, '/push/subscribe', { endpoint, keys: keys.json }, alice.imToken);

      // Alice has no tab open: a message to her goes out as a push.
      const admin = await adminToken(api);
      await sendTextAs(api, bob, alice.userID, 'Are you on the plane?', admin);
      await expect.poll(() => receiver.received.length).toBe(1);
      const push = receiver.received[0]!;
      expect(push.path).toBe('/push/alice');
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
      const payload = JSON.parse(keys.decrypt(push.body)) as { conversationID: string; title: string; body: string };
      const conversationID = singleConversationID(alice.userID, bob.userID);
      expect(payload).toMatchObject({ conversationID, title: 'Bob', body: 'Are you on the plane?' });

      // The browser hands the push to the app's worker, which shows it.
      const context = await newTestContext(browser, { baseURL: server.url });
      await context.grantPermissions(['notifications'], { origin: server.url });
      const page = await context.newPage();
      await page.goto('/login');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const registrationID = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(server.url));
          if (live) resolve(live.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId: await registrationID,
        data: keys.decrypt(push.body),
      });
      await expect
        .poll(() => shownNotifications(page))
        .toEqual([{ title: 'Bob', body: 'Are you on the plane?', tag: conversationID }]);

      // A subscription the push service has forgotten (410) is dropped: the next message is not pushed to it.
      receiver.status = 410;
      await sendTextAs(api, bob, alice.userID, 'Hello?', admin);
      await expect.poll(() => receiver.received.length).toBe(2);
      await sendTextAs(api, bob, alice.userID, 'Anyone?', admin);
      await page.waitForTimeout(1000);
      expect(receiver.received).toHaveLength(2);
      await api.dispose();
    } finally {
      await server.stop();
      await receiver.stop();
    }
  },
);
