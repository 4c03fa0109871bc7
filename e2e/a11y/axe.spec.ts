import { expect, test, type Page } from '@playwright/test';
import { makeFriends, openChatWith, signIn, type Account } from '../support/ui-session';
import { registerAccount } from '../support/session';
import { login, openDevice } from '../support/sdk-page';
import { createGroup } from '../support/group-actions';
import { newTestContext } from '../support/test-contexts';
import { TEST_ADMIN_SECRET } from '../support/im-admin';
import { expectNoSeriousViolations } from '../support/a11y-checks';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Checks the page at both widths, the one it is at first: a screen loaded at one width is also resized to the other,
 * and the next screen loads at that other width, so that each width sees direct loads and resizes alike.
 */
async function checkAtBothWidths(page: Page, screen: string, shown: () => Promise<void>) {
  const first = page.viewportSize()!.width;
  for (const width of [first, ...[390, 1280].filter((each) => each !== first)]) {
    if (width !== page.viewportSize()!.width) await page.setViewportSize({ width, height: 800 });
    await shown();
    // The frame after a resize: a layout that changes with the width (one column or two panes) has been drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectNoSeriousViolations(page, `${screen} at ${width} px`);
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the main screens have no serious or critical axe violations, ${colorScheme} theme, at 390 and 1280 px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const [alice, bob] = [await registerAccount(request, 'Alice'), await registerAccount(request, 'Bob')];
    await makeFriends(request, alice, bob);
    const device = await openDevice(browser);
    await login(device, { userID: alice.userID, token: alice.imToken, platformID: 5 });
    const group = (await createGroup(device, 'Engineering', [bob.userID])) as { groupID: string };
    await device.close();

    const context = await newTestContext(browser, { colorScheme, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();

    await page.goto('/login');
    await checkAtBothWidths(page, 'login', () => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible());

    await signIn(page, alice as Account);
    await checkAtBothWidths(page, 'conversation list', () =>
      expect(page.getByRole('link', { name: /Engineering/ })).toBeVisible(),
    );

    await openChatWith(page, 'Bob');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello Bob');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = page.getByRole('log', { name: 'Messages' }).getByText('Hello Bob');
    await checkAtBothWidths(page, 'chat', () => expect(sent).toBeVisible());

    await page.getByRole('button', { name: 'Emoji', exact: true }).click();
    await checkAtBothWidths(page, 'emoji picker', () =>
      expect(page.getByRole('toolbar', { name: 'Emoji' })).toBeVisible(),
    );

    const screens: Array<[string, string]> = [
      [`/groupSetting?groupID=${group.groupID}`, 'Group settings'],
      [`/userCard?userID=${bob.userID}`, 'Profile'],
      ['/contact', 'Contacts'],
      ['/myFriend', 'My friends'],
      ['/profile', 'Me'],
      ['/accountSettings', 'Account settings'],
      ['/appearance', 'Appearance'],
      ['/language', 'Language'],
      ['/newMeeting', 'New meeting'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await checkAtBothWidths(page, path, () => expect(heading(page, title).first()).toBeVisible());
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`calls, moments, the directory, the workbench and the admin console have no serious or critical axe violations, ${colorScheme} theme`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const carol = await registerAccount(request, 'Carol');
    const context = await newTestContext(browser, { colorScheme, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, carol as Account);

    const screens: Array<[string, string]> = [
      ['/profile', 'Me'],
      ['/workbench', 'Workbench'],
      ['/moments', 'Moments'],
      ['/org', 'Organization'],
      ['/previewRtcHistory', 'Call history'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(heading(page, title).first()).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }

    // The admin console, signed in with the test server's admin secret, each of its sections.
    await page.goto('/admin');
    await expect(heading(page, 'Admin console')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin sign-in');
    await page.getByLabel('Admin secret', { exact: true }).fill(TEST_ADMIN_SECRET);
    await page.getByRole('button', { name: 'Sign in to the console' }).click();
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sections).toBeVisible();
    await expectNoSeriousViolations(page, '/admin');
    for (const section of ['Users', 'Registration', 'Server', 'Applets', 'Directory']) {
      await sections.getByRole('link', { name: section }).click();
      await expect(heading(page, section)).toBeVisible();
      await expectNoSeriousViolations(page, `/admin ${section}`);
    }
  });
}
