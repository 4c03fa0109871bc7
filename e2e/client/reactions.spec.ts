import { expect, test, type Page } from '@playwright/test';
import { friendsInChat, openChatWith, signIn, threeInGroup, userInBrowser } from '../support/ui-session';
import { imCall } from '../support/im-admin';
import { chatCall } from '../support/chat-service';
import { messageLog, onMessage, openMessageMenuByKeyboard, say } from '../support/chat-page';
import { newTestContext } from '../support/test-contexts';
import { waitForServiceWorker } from '../support/service-worker';

// Three users' SDKs on a machine shared with other runs.
test.describe.configure({ timeout: 180_000 });

/** Opens the menu of the last message from `sender` and picks React. */
async function openReactions(page: Page, sender: string) {
  await onMessage(page, sender, 'React');
  return page.getByRole('dialog', { name: 'Add a reaction' });
}

const chip = (page: Page, name: string) => messageLog(page).getByRole('button', { name, exact: true });

test('in a group, reactions reach every member live, chips count and mark one’s own, and they survive a reload and a fresh sign-in; a former member reads none', async ({
  browser,
  request,
}) => {
  const { alice, bob, carol, groupID } = await threeInGroup(request, 'Launch', (name) =>
    userInBrowser(browser, request, name),
  );
  for (const user of [alice, bob, carol]) await openChatWith(user.page, 'Launch');
  await say(alice.page, 'Ship it Friday?');
  await expect(messageLog(bob.page).getByText('Ship it Friday?')).toBeVisible();

  // Bob reacts from the quick row; Alice and Carol see it without reloading.
  const picker = await openReactions(bob.page, 'Alice');
  await picker.getByRole('button', { name: 'React with 👍' }).click();
  await expect(picker).toBeHidden();
  await expect(chip(bob.page, '👍 1, including you')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(alice.page, '👍 1')).toHaveAttribute('aria-pressed', 'false');
  await expect(chip(carol.page, '👍 1')).toBeVisible();
  // Who reacted, on the chip's tooltip.
  await expect(chip(alice.page, '👍 1')).toHaveAttribute('title', 'Bob');

  // Carol joins by pressing the chip; Alice picks from the full picker.
  await chip(carol.page, '👍 1').click();
  await expect(chip(alice.page, '👍 2')).toHaveAttribute('title', 'Bob, Carol');
  const full = await openReactions(alice.page, 'Alice');
  await full.getByRole('button', { name: 'More emoji' }).click();
  await full.getByRole('toolbar', { name: 'Emoji' }).getByRole('button', { name: '🎉', exact: true }).click();
  await expect(chip(bob.page, '🎉 1')).toBeVisible();

  // Bob takes his back by pressing his own chip.
  await chip(bob.page, '👍 2, including you').click();
  await expect(chip(alice.page, '👍 1')).toHaveAttribute('title', 'Carol');
  await expect(chip(bob.page, '👍 1')).toHaveAttribute('aria-pressed', 'false');

  // Kept by the server: after a reload, and on a device signed in afresh.
  await alice.page.reload();
  await expect(chip(alice.page, '👍 1')).toBeVisible();
  await expect(chip(alice.page, '🎉 1, including you')).toBeVisible();
  const fresh = await (await newTestContext(browser)).newPage();
  await signIn(fresh, carol.account);
  await openChatWith(fresh, 'Launch');
  await expect(chip(fresh, '👍 1, including you')).toBeVisible();
  await expect(chip(fresh, '🎉 1')).toBeVisible();

  // Carol leaves the group: Bob's new reaction is not hers to read, through the app or the API.
  await imCall(
    request,
    '/group/kick_group',
    { groupID: groupID, kickedUserIDs: [carol.account.userID], reason: '' },
    alice.account.imToken,
  );
  const again = await openReactions(bob.page, 'Alice');
  await again.getByRole('button', { name: 'React with ❤️' }).click();
  await expect(chip(alice.page, '❤️ 1')).toBeVisible();
  await expect(chip(bob.page, '❤️ 1, including you')).toBeVisible();
  const read = await chatCall(
    request,
    '/message/reaction/get',
    { groupID: groupID, clientMsgIDs: ['any'] },
    carol.account.chatToken,
  );
  expect(read.errCode).toBe(1203);
  // Nor does it reach her device (the fresh one: signing in there signed her first one out).
  await expect(chip(fresh, '👍 1, including you')).toBeVisible();
  await expect(chip(fresh, '❤️ 1')).toHaveCount(0);
});

test.describe(() => {
  // The reload offline is served by the service worker (the config blocks it for other tests).
  test.use({ serviceWorkers: 'allow' });

  test('a reaction made offline shows at once, waits through a reload, and reaches the other person when back online', async ({
    browser,
    request,
  }) => {
    const { alice, bob } = await friendsInChat(browser, request);
    await say(bob.page, 'Landed safely');
    await expect(messageLog(alice.page).getByText('Landed safely')).toBeVisible();
    await waitForServiceWorker(alice.page);
    const context = alice.page.context();
    await context.setOffline(true);

    const picker = await openReactions(alice.page, 'Bob');
    await picker.getByRole('button', { name: 'React with ❤️' }).click();
    await expect(chip(alice.page, '❤️ 1, including you')).toBeVisible();
    await alice.page.reload();
    await expect(messageLog(alice.page).getByText('Landed safely')).toBeVisible();
    await expect(chip(alice.page, '❤️ 1, including you')).toBeVisible();
    await expect(chip(bob.page, '❤️ 1')).toHaveCount(0);

    await context.setOffline(false);
    await expect(chip(bob.page, '❤️ 1')).toBeVisible();
    await expect(chip(bob.page, '❤️ 1')).toHaveAttribute('title', 'Alice');
    await expect(chip(alice.page, '❤️ 1, including you')).toBeVisible();

    // By keyboard alone: the message's "more" button, React, and the first quick emoji.
    await openMessageMenuByKeyboard(bob.page, 'Bob');
    await expect(bob.page.getByRole('menuitem', { name: 'React' })).toBeFocused();
    await bob.page.keyboard.press('Enter');
    await expect(bob.page.getByRole('button', { name: 'React with 👍' })).toBeFocused();
    await bob.page.keyboard.press('Enter');
    await expect(chip(alice.page, '👍 1')).toHaveAttribute('title', 'Bob');
  });
});
