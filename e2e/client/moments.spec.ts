import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { makeFriends, userInBrowser } from '../support/ui-session';
import { momentCard, openMoments, postMoment } from '../support/moments';
import { chatCall } from '../support/chat-service';
import { waitForServiceWorker } from '../support/service-worker';

// Three users with the wasm SDK each: under a shared machine's load a test takes longer than the default minute.
test.describe.configure({ timeout: 150_000 });

/** Noise does not compress: a PNG of a few MB that takes a while to go up. */
const picture = async (seed: number) => {
  const raw = Buffer.alloc(1200 * 900 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + seed * 97) >>> 24;
  return sharp(raw, { raw: { width: 1200, height: 900, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

test('each visibility rule shows a moment to the right people and hides it from the others', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  const carol = await userInBrowser(browser, request, 'Carol');
  await makeFriends(request, alice.account, bob.account);
  await makeFriends(request, alice.account, carol.account);

  await openMoments(alice.page);
  await postMoment(alice.page, 'Public note');
  await postMoment(alice.page, 'Private note', { visibility: 'Private' });
  await postMoment(alice.page, 'Only for Bob', { visibility: 'Partly visible', people: ['Bob'] });
  await postMoment(alice.page, 'Not for Bob', { visibility: 'Hide from', people: ['Bob'] });
  await expect(momentCard(alice.page, 'Private note').getByText('Private', { exact: true })).toBeVisible();
  await expect(momentCard(alice.page, 'Only for Bob').getByText('Partly visible')).toBeVisible();

  const feedTexts = async (page: typeof alice.page) => {
    await openMoments(page);
    const feed = page.getByRole('feed', { name: 'Moments' });
    await expect(feed.getByText('Public note')).toBeVisible();
    return feed.locator('.moment-text').allTextContents();
  };
  expect(await feedTexts(bob.page)).toEqual(['Only for Bob', 'Public note']);
  expect(await feedTexts(carol.page)).toEqual(['Not for Bob', 'Public note']);
  // Bob's own moment: Carol is no friend of his, so his moments are not hers to read.
  await postMoment(bob.page, 'Bob writes');
  await carol.page.goto(`/designatedMoments?userID=${bob.account.userID}`);
  await expect(carol.page.getByText('No moments yet.')).toBeVisible();
  await alice.page.goto(`/designatedMoments?userID=${bob.account.userID}`);
  await expect(alice.page.getByText('Bob writes')).toBeVisible();
});

test('a like and a comment reach the author live, with the badges and the interactive list', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  await openMoments(alice.page);
  await postMoment(alice.page, 'Launch day!');
  // Alice waits on the workbench: no reload from here on.
  await alice.page.getByRole('button', { name: 'Back' }).click();
  await expect(alice.page.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();

  await openMoments(bob.page);
  const card = momentCard(bob.page, 'Launch day!');
  await card.getByRole('button', { name: 'Like' }).click();
  await expect(card.getByLabel('Liked by Bob')).toBeVisible();
  await card.getByRole('button', { name: 'Comment' }).click();
  await card.getByRole('textbox', { name: 'Comment' }).fill('Congratulations');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByRole('button', { name: 'Reply to Bob: Congratulations' })).toHaveCount(0);
  await expect(card.getByText('Congratulations')).toBeVisible();

  const tabBadge = alice.page.getByRole('link', { name: /^Workbench/ }).getByRole('status');
  await expect(tabBadge).toHaveText('2');
  await expect(alice.page.getByRole('link', { name: /^Moments/ }).getByRole('status')).toHaveText('2');
  await alice.page.getByRole('link', { name: /^Moments/ }).click();
  await expect(momentCard(alice.page, 'Launch day!').getByLabel('Liked by Bob')).toBeVisible();
  await expect(alice.page.getByRole('link', { name: /^Messages/ }).getByRole('status')).toHaveText('2');
  await alice.page.getByRole('link', { name: /^Messages/ }).click();
  const list = alice.page.getByRole('list', { name: 'Likes, comments and mentions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Bob commented: Congratulations');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Bob liked your moment');
  await expect(tabBadge).toHaveCount(0);
  await list.getByRole('link', { name: /Bob liked your moment/ }).click();
  await expect(alice.page.getByRole('heading', { level: 1, name: 'Moment' })).toBeVisible();
  await expect(alice.page.getByText('Launch day!')).toBeVisible();

  // A mention arrives the same way, while Alice is back on the workbench.
  for (let step = 0; step < 3; step++) await alice.page.getByRole('button', { name: 'Back' }).click();
  await expect(alice.page.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();
  await bob.page.getByRole('button', { name: 'Back' }).click();
  await openMoments(bob.page);
  await postMoment(bob.page, 'Thanks to Alice', { mention: ['Alice'] });
  await expect(tabBadge).toHaveText('1');
});

test('a reply goes to the commenter, and a comment can be deleted', async ({ browser, request }) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  await openMoments(alice.page);
  await postMoment(alice.page, 'Lunch at noon?');
  await openMoments(bob.page);
  const bobCard = momentCard(bob.page, 'Lunch at noon?');
  await bobCard.getByRole('button', { name: 'Comment' }).click();
  await bobCard.getByRole('textbox', { name: 'Comment' }).fill('Count me in');
  await bobCard.getByRole('button', { name: 'Send' }).click();

  const aliceCard = momentCard(alice.page, 'Lunch at noon?');
  await aliceCard.getByRole('button', { name: 'Reply to Bob: Count me in' }).click();
  await aliceCard.getByRole('textbox', { name: 'Reply to Bob' }).fill('Great, see you');
  await aliceCard.getByRole('button', { name: 'Send' }).click();
  await expect(
    aliceCard.getByRole('listitem').filter({ hasText: 'Alice replied to Bob: Great, see you' }),
  ).toBeVisible();
  // Bob, replied to, sees it arrive.
  await expect(bobCard.getByRole('listitem').filter({ hasText: 'Alice replied to Bob: Great, see you' })).toBeVisible();

  await bobCard.getByRole('button', { name: 'Delete comment: Count me in' }).click();
  await expect(bobCard.getByText('Count me in')).toHaveCount(0);
  await expect(aliceCard.getByText('Count me in')).toHaveCount(0);
  // The moment's author may delete any comment on it; the reply stays until then.
  await aliceCard.getByRole('button', { name: 'Delete comment: Great, see you' }).click();
  await expect(aliceCard.getByRole('list', { name: 'Comments' })).toHaveCount(0);
});

test('pictures upload with progress, and open full screen to step through', async ({ browser, request }) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  // Noise does not compress: three PNGs of a few MB each take a while to go up.
  const picture = async (seed: number) => {
    const raw = Buffer.alloc(1200 * 900 * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + seed * 97) >>> 24;
    return sharp(raw, { raw: { width: 1200, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  };
  await openMoments(alice.page);
  await alice.page.getByRole('link', { name: 'Post a moment' }).click();
  await alice.page.getByLabel("What's on your mind?").fill('Team photos');
  await alice.page.getByLabel('Add pictures or a video').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: await picture(1) },
    { name: 'two.png', mimeType: 'image/png', buffer: await picture(2) },
    { name: 'three.png', mimeType: 'image/png', buffer: await picture(3) },
  ]);
  await expect(alice.page.getByRole('img', { name: /^Picture \d$/ })).toHaveCount(3);
  await alice.page.getByRole('button', { name: 'Publish' }).click();
  const progress = alice.page.getByRole('progressbar', { name: 'Uploading' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(momentCard(alice.page, 'Team photos')).toBeVisible({ timeout: 60_000 });

  await openMoments(bob.page);
  const pictures = momentCard(bob.page, 'Team photos').getByRole('list', { name: 'Pictures' });
  await expect(pictures.getByRole('button')).toHaveCount(3);
  await pictures.getByRole('button', { name: 'Picture 1' }).click();
  const preview = bob.page.getByRole('dialog', { name: 'Picture 1 of 3' });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Next picture' }).click();
  await expect(bob.page.getByRole('dialog', { name: 'Picture 2 of 3' })).toBeVisible();
  const shown = bob.page.getByRole('dialog').getByRole('img');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1200);
});

test('a publish a reload cut short is offered again after the reload, and Retry publishes it', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  await openMoments(alice.page);
  await alice.page.getByRole('link', { name: 'Post a moment' }).click();
  await alice.page.getByLabel("What's on your mind?").fill('Interrupted album');
  await alice.page.getByLabel('Add pictures or a video').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: await picture(4) },
    { name: 'b.png', mimeType: 'image/png', buffer: await picture(5) },
    { name: 'c.png', mimeType: 'image/png', buffer: await picture(6) },
  ]);
  await alice.page.getByRole('button', { name: 'Publish' }).click();
  await expect(alice.page.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
  await alice.page.reload();

  const banner = alice.page.getByRole('alert').filter({ hasText: 'A moment was not published.' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Interrupted album');
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(alice.page.getByRole('heading', { level: 1, name: 'Moments' })).toBeVisible({ timeout: 60_000 });
  const card = momentCard(alice.page, 'Interrupted album');
  await expect(card.getByRole('list', { name: 'Pictures' }).getByRole('button')).toHaveCount(3);
  // Published once: the draft is gone, so the release screen starts empty.
  await alice.page.getByRole('link', { name: 'Post a moment' }).click();
  await expect(alice.page.getByText('A moment was not published.')).toHaveCount(0);
});

test.describe(() => {
  // The reload offline is served by the service worker (the config blocks it for other tests).
  test.use({ serviceWorkers: 'allow' });

  test('the moments last seen stay readable offline, after a reload', async ({ browser, request }) => {
    const alice = await userInBrowser(browser, request, 'Alice');
    const bob = await userInBrowser(browser, request, 'Bob');
    await makeFriends(request, alice.account, bob.account);
    await openMoments(alice.page);
    await postMoment(alice.page, 'Read me on the plane');

    await openMoments(bob.page);
    const feed = bob.page.getByRole('feed', { name: 'Moments' });
    await expect(feed.getByText('Read me on the plane')).toBeVisible();
    await waitForServiceWorker(bob.page);
    await bob.page.context().setOffline(true);
    await bob.page.reload();
    await expect(bob.page.getByRole('heading', { level: 1, name: 'Moments' })).toBeVisible();
    await expect(feed.getByText('Read me on the plane')).toBeVisible();
    await bob.page.context().setOffline(false);
  });
});

test('the feed scrolls on after the last moment shown: one deleted meanwhile hides no older one', async ({
  browser,
  request,
}) => {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  // A page and one more (the feed's pages hold 20), posted the way any client posts.
  const ids: string[] = [];
  for (let n = 1; n <= 21; n++) {
    const posted = await chatCall<{ workMoment: { workMomentID: string } }>(
      request,
      '/office/work_moment/add',
      { content: { text: `Note ${n}`, metas: [], type: 0 }, permission: 0 },
      alice.account.chatToken,
    );
    expect(posted.errCode).toBe(0);
    ids.push(posted.data!.workMoment.workMomentID);
  }
  await openMoments(bob.page);
  await expect(momentCard(bob.page, 'Note 21')).toBeVisible();
  // While Bob reads the first page, Alice deletes her newest moment: page 2 by number would now start past Note 1.
  expect(
    (await chatCall(request, '/office/work_moment/del', { workMomentID: ids[20] }, alice.account.chatToken)).errCode,
  ).toBe(0);
  // The page after Note 2 holds Note 1; the second page by number (from the 21st moment) would now be empty.
  const scroller = bob.page.locator('.moment-scroller');
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(momentCard(bob.page, 'Note 1')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
