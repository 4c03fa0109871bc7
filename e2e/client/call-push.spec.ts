import { expect, request as playwrightRequest, test, type BrowserContext } from '@playwright/test';
import { NEEDS_NOTIFICATIONS } from '../../playwright.config';
import { registerAccount } from '../support/session';
import { makeFriends, signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { adminToken, imCall, newUser, pushCall } from '../support/im-admin';
import { waitForServiceWorker } from '../support/service-worker';
import { login, openDevice } from '../support/sdk-page';
import { singleConversationID } from '../support/sdk-actions';
import { sendSignalAsOpenIM } from '../support/openim-signals';
import { callDialog } from '../support/calls';
import { OwnServer, ownServerPort } from '../support/own-server';
import { PushReceiver, SubscriptionKeys } from '../support/push-receiver';

// What this file tests needs the service worker, which the config blocks for other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 120_000 });

/** Hands a push to the context's service worker, as the browser does when its push service delivers one. */
async function deliverPush(context: BrowserContext, origin: string, data: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const registrationID = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationID, data });
  await cdp.detach();
}

test(
  'a closed app rings through Web Push: the call notification opens the app ringing, unless the call was cancelled',
  { tag: NEEDS_NOTIFICATIONS },
  async ({ browser }) => {
    const receiver = new PushReceiver();
    await receiver.start();
    // With its own media server: only a server that can carry calls can say whether one is still live.
    const server = new OwnServer(ownServerPort(6), {
      PARLEY_PUSH_TEST_ORIGIN: receiver.origin,
      NODE_EXTRA_CA_CERTS: receiver.certPath,
      PARLEY_MEDIA_SERVER: 'managed',
      PARLEY_MEDIA_PORT: '20354',
      PARLEY_MEDIA_TCP_PORT: '20355',
      PARLEY_MEDIA_UDP_PORT: '20356',
    });
    await server.start();
    try {
      const api = await playwrightRequest.newContext({ baseURL: server.url });
      // Alice calls from an OpenIM client (the real SDK); Bob uses Parley, whose app he then closes.
      const alice = await newUser(api, 'Alice', 1);
      const bob = await registerAccount(api, 'Bob');
      await makeFriends(api, bob, { ...bob, userID: alice.userID, imToken: alice.token });
      const aliceDevice = await openDevice(browser, server.url);
      await login(aliceDevice, alice);

      const context = await newTestContext(browser, { baseURL: server.url });
      await context.grantPermissions(['notifications'], { origin: server.url });
      const app = await context.newPage();
      await signIn(app, bob);
      await waitForServiceWorker(app);
      const keys = new SubscriptionKeys();
      await pushCall(api, '/push/subscribe', { endpoint: `${receiver.origin}/push/bob`, keys: keys.json }, bob.imToken);
      // The app closes; a blank page keeps the browser (and its service worker) alive.
      const blank = await context.newPage();
      await app.close();
      const admin = await adminToken(api);
      await expect
        .poll(
          async () =>
            (
              await imCall<Array<{ status: number }>>(
                api,
                '/user/get_users_online_status',
                { userIDs: [bob.userID] },
                admin,
              )
            )[0]!.status,
        )
        .toBe(0);

      const invite = (roomID: string) => ({
        inviterUserID: alice.userID,
        inviteeUserIDList: [bob.userID],
        groupID: '',
        roomID,
        timeout: 60,
        mediaType: 'audio',
        sessionType: 1,
        platformID: 1,
      });
      const ring = async (roomID: string) => {
        const before = receiver.received.length;
        await sendSignalAsOpenIM(aliceDevice, bob.userID, 200, invite(roomID));
        await expect.poll(() => receiver.received.length).toBe(before + 1);
        const data = keys.decrypt(receiver.received[before]!.body);
        await deliverPush(context, server.url, data);
        // The worker shows a call that stays until answered; its address carries the invitation.
        const notificationPage = await context.newPage();
        await notificationPage.goto('/e2e/harness/index.html');
        const shown = await notificationPage.evaluate(async (tag) => {
          const registration = await navigator.serviceWorker.ready;
          const [notification] = await registration.getNotifications({ tag });
          if (!notification) return null;
          const { title, body, requireInteraction } = notification;
          return { title, body, requireInteraction, url: (notification.data as { url: string }).url };
        }, `call-${roomID}`);
        await notificationPage.close();
        return shown;
      };

      const conversationID = singleConversationID(alice.userID, bob.userID);
      const live = await ring('room-live');
      expect(live).toMatchObject({ title: 'Alice', body: 'Invites you to a voice call', requireInteraction: true });
      expect(live!.url).toMatch(new RegExp(`^/chat\\?conversationID=${conversationID}&ring=`));

      // A call cancelled before Bob opens its notification does not ring.
      const cancelled = await ring('room-cancelled');
      await sendSignalAsOpenIM(aliceDevice, bob.userID, 203, invite('room-cancelled'));
      const late = await context.newPage();
      await late.goto(cancelled!.url);
      await expect(late.getByRole('heading', { level: 1, name: 'Alice' })).toBeVisible();
      await expect(late).toHaveURL(new RegExp(`/chat\\?conversationID=${conversationID}$`));
      await late.waitForTimeout(3000);
      await expect(callDialog(late)).toBeHidden();
      await late.close();

      // Opening the live one (the worker opens its address when no window is left) rings, once: a reload does not.
      const opened = await context.newPage();
      await opened.goto(live!.url);
      await expect(callDialog(opened)).toContainText('Invites you to a voice call');
      await expect(callDialog(opened)).toContainText('Alice');
      await expect(opened).toHaveURL(new RegExp(`/chat\\?conversationID=${conversationID}$`));
      await callDialog(opened).getByRole('button', { name: 'Reject' }).click();
      await expect(callDialog(opened)).toBeHidden();
      await opened.reload();
      await expect(opened.getByRole('heading', { level: 1, name: 'Alice' })).toBeVisible();
      await opened.waitForTimeout(2000);
      await expect(callDialog(opened)).toBeHidden();
      await blank.close();
      await api.dispose();
    } finally {
      await server.stop();
      await receiver.stop();
    }
  },
);
