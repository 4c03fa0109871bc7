import { expect, test, type Page } from '@playwright/test';
import { makeFriends, userInBrowser, openChatWith } from '../support/ui-session';
import { registerAccount } from '../support/session';
import { login, openDevice } from '../support/sdk-page';

/** Markup that would set window.__xss if any page ever turned it into HTML. */
const XSS = '<img src=x onerror=window.__xss=1>';
const BERLIN = { latitude: 52.52, longitude: 13.405 };

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
const attach = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Attach' }).click();
  await page.getByRole('menu', { name: 'Attach' }).getByRole('menuitem', { name: item }).click();
};

test('a location named with markup reaches the other user as text and opens on a map link', async ({
  browser,
  request,
  baseURL,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await alice.page.context().grantPermissions(['geolocation'], { origin: baseURL });
  await alice.page.context().setGeolocation(BERLIN);
  await makeFriends(request, alice.account, bob.account);
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');

  // The + menu is a real menu: Escape closes it and gives focus back.
  await alice.page.getByRole('button', { name: 'Attach' }).click();
  await expect(alice.page.getByRole('menuitem')).toHaveText(['Picture or file', 'Location', 'Contact card']);
  await alice.page.keyboard.press('Escape');
  await expect(alice.page.getByRole('menu')).toHaveCount(0);
  await expect(alice.page.getByRole('button', { name: 'Attach' })).toBeFocused();

  await attach(alice.page, 'Location');
  await expect(alice.page).toHaveURL(/\/geolacationPage\?conversationID=/);
  await expect(alice.page.getByText('52.52000°N, 13.40500°E')).toBeVisible();
  await alice.page.getByRole('button', { name: 'Send location' }).click();
  await expect(alice.page.getByRole('alert')).toHaveText('Enter a name for this place');
  await alice.page.getByLabel('Place name').fill(XSS);
  await alice.page.getByLabel('Address (optional)').fill('Unter den Linden 1');
  await alice.page.getByRole('button', { name: 'Send location' }).click();
  await expect(alice.page).toHaveURL(/\/chat\?/);
  await expect(log(alice.page).getByRole('link', { name: new RegExp('Unter den Linden') })).toBeVisible();

  const bubble = log(bob.page).getByRole('link', { name: /Unter den Linden 1/ });
  await expect(bubble).toContainText(XSS);
  await expect(bubble).toContainText('52.52000°N, 13.40500°E');
  // No map is configured: no picture, and the name never became one.
  await expect(log(bob.page).getByRole('img')).toHaveCount(0);
  await bubble.click();
  await expect(bob.page).toHaveURL(/\/previewLocation\?/);
  await expect(bob.page.getByRole('heading', { level: 2 })).toHaveText(XSS);
  await expect(bob.page.getByText('Unter den Linden 1')).toBeVisible();
  const openInMap = bob.page.getByRole('link', { name: 'Open in map' });
  await expect(openInMap).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=52\.52&mlon=13\.405/);
  await expect(openInMap).toHaveAttribute('target', '_blank');
  await expect(openInMap).toHaveAttribute('rel', /noopener/);

  await bob.page.getByRole('button', { name: 'Back' }).click();
  await bob.page.getByRole('button', { name: 'Back' }).click();
  await expect(bob.page.getByRole('link', { name: /Alice/ })).toContainText(`[Location] ${XSS}`);
  expect(await xssRan(alice.page)).toBeUndefined();
  expect(await xssRan(bob.page)).toBeUndefined();
});

test('with a map address configured, places show the map tile around them with a pin', async ({
  browser,
  request,
  baseURL,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  await makeFriends(request, alice.account, bob);
  await alice.page.context().grantPermissions(['geolocation'], { origin: baseURL });
  await alice.page.context().setGeolocation(BERLIN);

  await alice.page.goto('/config');
  const address = alice.page.getByLabel('Map picture address');
  await address.fill('javascript:alert("{lat}{lon}")');
  await alice.page.getByRole('button', { name: 'Save map' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  // A "tile server" on this origin: the app icon stands in for the tile.
  await address.fill(`${baseURL}/icons/apple-touch-icon.png?z={z}&x={x}&y={y}`);
  await alice.page.getByRole('button', { name: 'Save map' }).click();
  await expect(alice.page.getByText('Map setting saved.')).toBeVisible();

  await alice.page.goto('/conversation');
  await openChatWith(alice.page, 'Bob');
  await attach(alice.page, 'Location');
  const map = alice.page.getByRole('img', { name: 'Map' });
  await expect(map).toHaveAttribute('src', /\?z=16&x=35208&y=21492$/);
  await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await alice.page.getByLabel('Place name').fill('Office');
  await alice.page.getByRole('button', { name: 'Send location' }).click();
  await expect(
    log(alice.page)
      .getByRole('link', { name: /Office/ })
      .getByRole('img', { name: 'Map' }),
  ).toBeVisible();
});

test('a refused location permission says so and sends nothing', async ({ browser, request }) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  await makeFriends(request, alice.account, bob);
  await openChatWith(alice.page, 'Bob');
  // No permission granted: the browser refuses.
  await attach(alice.page, 'Location');
  await expect(alice.page.getByText('Failed to get location')).toBeVisible();
  await expect(alice.page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(alice.page.getByLabel('Place name')).toHaveCount(0);
});

test('a contact card of a friend with a hostile nickname is text, and opens their user card', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  const carol = await registerAccount(request, XSS);
  await makeFriends(request, alice.account, bob.account);
  await makeFriends(request, alice.account, carol);
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');

  await attach(alice.page, 'Contact card');
  await expect(alice.page).toHaveURL(/\/chooseUser\?/);
  await alice.page.getByRole('list', { name: 'Friends' }).getByText(XSS).click();
  await alice.page.getByRole('button', { name: 'Done (1)' }).click();
  await expect(alice.page).toHaveURL(/\/chat\?/);

  const card = log(bob.page).getByRole('link', { name: /Contact card/ });
  await expect(card).toContainText(XSS);
  // Exactly one card, even though the chat re-rendered on the way back.
  await expect(log(alice.page).getByRole('link', { name: /Contact card/ })).toHaveCount(1);
  await card.click();
  await expect(bob.page).toHaveURL(new RegExp(`/userCard\\?userID=${carol.userID}$`));
  await expect(bob.page.getByRole('heading', { level: 2 })).toHaveText(XSS);
  expect(await xssRan(alice.page)).toBeUndefined();
  expect(await xssRan(bob.page)).toBeUndefined();
});

test('call records, mass messages and meeting invitations from another client are shown', async ({
  browser,
  request,
}) => {
  const bob = await userInBrowser(browser, request, 'Bob');
  const alice = await registerAccount(request, 'Alice');
  const aliceDevice = await openDevice(browser);
  await login(aliceDevice, { userID: alice.userID, token: alice.imToken, platformID: 5 });
  const start = Date.UTC(2030, 0, 15, 9, 30) / 1000;

  await aliceDevice.evaluate(
    async ({ recvID, payloads }) => {
      const im = window.parleyHarness.sdk();
      for (const payload of payloads) {
        const { data: message } = await im.createCustomMessage({
          data: JSON.stringify(payload),
          extension: '',
          description: '',
        });
        await im.sendMessage({ recvID, groupID: '', message });
      }
    },
    {
      recvID: bob.account.userID,
      payloads: [
        { customType: 100, data: { duration: 65, mediaType: 'video', status: 3 } },
        { customType: 100, data: { duration: 0, mediaType: 'audio', status: 2 } },
        { customType: 903, data: { textElem: { content: `Office closed on Friday ${XSS}` } } },
        {
          customType: 905,
          data: {
            id: '918273645',
            subject: 'Quarterly planning',
            start,
            duration: 3600,
            inviterUserID: alice.userID,
            inviterNickname: 'Alice',
            inviterFaceURL: '',
          },
        },
        { customType: 905, data: { id: '5', subject: 'Web meeting', url: 'https://meet.example/r/5' } },
        { customType: 4242, data: { html: XSS } },
      ],
    },
  );

  await openChatWith(bob.page, 'Alice');
  const messages = log(bob.page);
  await expect(messages.getByText('Call duration 01:05')).toBeVisible();
  await expect(messages.getByRole('img', { name: 'Video call' })).toBeVisible();
  await expect(messages.getByText('No answer')).toBeVisible();
  await expect(messages.getByRole('img', { name: 'Voice call' })).toBeVisible();
  await expect(messages.getByText('Mass message', { exact: true })).toBeVisible();
  await expect(messages.getByText(`Office closed on Friday ${XSS}`)).toBeVisible();

  await expect(messages.getByText('Quarterly planning')).toBeVisible();
  await expect(messages.getByText('1 hour')).toBeVisible();
  await expect(messages.getByText('918273645')).toBeVisible();
  await expect(messages.getByText(/2030/)).toBeVisible();
  // A meeting in 2030 has not started: nothing to join yet, but its ID can be shown for a meeting app.
  await expect(messages.getByText('Not started')).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Join' })).toHaveCount(0);
  const showID = messages.getByRole('button', { name: 'Meeting ID', exact: true });
  await showID.click();
  await expect(showID).toHaveAttribute('aria-expanded', 'true');
  const howTo = messages.getByRole('region', { name: 'How to join' });
  await expect(howTo.locator('output')).toHaveText('918273645');
  await expect(howTo.getByRole('button', { name: 'Copy meeting ID' })).toBeVisible();
  // With one, Join opens it in a new tab.
  const webJoin = messages.getByRole('link', { name: 'Join' });
  await expect(webJoin).toHaveAttribute('href', 'https://meet.example/r/5');
  await expect(webJoin).toHaveAttribute('target', '_blank');

  await expect(messages.getByText('[Unsupported message]')).toBeVisible();
  expect(await xssRan(bob.page)).toBeUndefined();
  await bob.page.getByRole('button', { name: 'Back' }).click();
  await expect(bob.page.getByRole('link', { name: /Alice/ })).toContainText('[Custom message]');
});
