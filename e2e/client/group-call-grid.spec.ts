import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { callDialog, callerInBrowser, presentsFrames, smallCameraBrowser, startGroupCall } from '../support/calls';
import { createGroup, openChatWith } from '../support/ui-session';

test.describe.configure({ timeout: 240_000 });

/**
 * Pages through the grid with its "Next participants" button and checks that each remote participant's tile is,
 * on some page, wholly inside the window with its video playing.
 */
async function everyoneSeen(page: Page, names: string[]) {
  const dialog = callDialog(page);
  const grid = dialog.getByRole('list', { name: 'Participants' });
  const first = dialog.getByRole('button', { name: 'Page 1', exact: true });
  if (await first.isVisible()) await first.click();
  const seen: string[] = [];
  for (let turn = 0; turn < names.length + 1 && seen.length < names.length; turn++) {
    for (const name of names) {
      const tile = grid.getByRole('figure', { name, exact: true });
      if (seen.includes(name) || (await tile.count()) === 0) continue;
      await expect(tile, `${name}'s tile`).toBeInViewport({ ratio: 1 });
      // The mic state is an SVG icon with a name.
      await expect(tile.locator('svg[role="img"][aria-label^="Mic"]')).toHaveCount(1);
      await expect
        .poll(() => tile.locator('video').evaluate(presentsFrames), { message: `${name}'s video`, timeout: 30_000 })
        .toBe(true);
      seen.push(name);
    }
    const next = dialog.getByRole('button', { name: 'Next participants' });
    if (seen.length < names.length && (await next.isVisible())) await next.click();
  }
  expect(seen.sort()).toEqual([...names].sort());
}

/** A group of `names.length` people; the first calls everyone, and everyone answers. */
async function groupCallOf(browser: Browser, request: Parameters<typeof callerInBrowser>[1], names: string[]) {
  const people: Array<Awaited<ReturnType<typeof callerInBrowser>> & { name: string }> = [];
  for (const name of names) people.push({ name, ...(await callerInBrowser(browser, request, name)) });
  const [host, ...guests] = people;
  const guestAccounts = guests.map((guest) => guest.account);
  await createGroup(request, host!.account, guestAccounts, 'Grid Crew');
  await openChatWith(host!.page, 'Grid Crew');
  await startGroupCall(host!.page, names.slice(1));
  for (const guest of guests) await callDialog(guest.page).getByRole('button', { name: 'Accept' }).click();
  for (const { page } of people) {
    await expect(callDialog(page).getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(
      people.length,
      { timeout: 30_000 },
    );
  }
  return people;
}

async function checkEveryWindow(people: Array<{ name: string; page: Page }>, shotPath: (name: string) => string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const person of people) {
      await person.page.setViewportSize({ width, height });
      await everyoneSeen(
        person.page,
        people.filter((other) => other !== person).map((other) => other.name),
      );
    }
    await people[0]!.page.screenshot({ path: shotPath(`grid-${people.length}-${width}.png`) });
  }
}

/** A touch swipe across `target`, sent as the touchscreen's own events (pointer type "touch"). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const cdp = await page.context().newCDPSession(page);
  const at = (share: number) => [{ x: box.x + box.width * share, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((to - from) * step) / 5) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a three-person group call: each remote tile is inside the window and plays, at 1280×800 and 390×844', async ({
  request,
}, testInfo) => {
  const browser = await smallCameraBrowser(testInfo.outputPath('camera.y4m'));
  try {
    const people = await groupCallOf(browser, request, ['Alice', 'Bob', 'Carol']);
    await checkEveryWindow(people, (name) => testInfo.outputPath(name));
  } finally {
    await browser.close();
  }
});

test('a five-person group call: every tile is reached on some page, by buttons, arrow keys and swipes', async ({
  request,
}, testInfo) => {
  const browser = await smallCameraBrowser(testInfo.outputPath('camera.y4m'));
  try {
    const people = await groupCallOf(browser, request, ['Alice', 'Bob', 'Carol', 'Dave', 'Erin']);
    await checkEveryWindow(people, (name) => testInfo.outputPath(name));

    // A small window (a phone at 400 % zoom) holds two tiles a page: the others are on pages 2 and 3.
    const page = people[0]!.page;
    await page.setViewportSize({ width: 320, height: 480 });
    const dialog = callDialog(page);
    const pages = dialog.getByRole('navigation', { name: 'Participant pages' });
    const grid = dialog.getByRole('list', { name: 'Participants' });
    await expect(pages).toContainText('Page 1 of 3');
    await page.screenshot({ path: testInfo.outputPath('grid-5-320.png') });
    await everyoneSeen(
      page,
      people.slice(1).map((person) => person.name),
    );

    // Keyboard: the buttons, then the arrow keys while focus is in the pager.
    await pages.getByRole('button', { name: 'Page 1', exact: true }).click();
    const next = pages.getByRole('button', { name: 'Next participants' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(pages).toContainText('Page 2 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(pages).toContainText('Page 3 of 3');
    await expect(pages.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('ArrowLeft');
    await expect(pages).toContainText('Page 2 of 3');

    // Touch: a swipe to the left shows the next page, to the right the previous one.
    await swipe(page, grid, 'left');
    await expect(pages).toContainText('Page 3 of 3');
    await swipe(page, grid, 'right');
    await swipe(page, grid, 'right');
    await expect(pages).toContainText('Page 1 of 3');
  } finally {
    await browser.close();
  }
});
