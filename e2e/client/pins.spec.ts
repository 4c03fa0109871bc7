import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { friendsInChat, openChatWith, signIn, threeInGroup, userInBrowser, type Account } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { adminToken, imCall } from '../support/im-admin';
import { chatCall } from '../support/chat-service';
import { messageLog, onMessage, openMessageMenu, openMessageMenuByKeyboard, say } from '../support/chat-page';

// Three users' SDKs on a machine shared with other runs.
test.describe.configure({ timeout: 240_000 });

const pinBar = (page: Page) => page.getByRole('region', { name: 'Pinned messages' });
/** The bar's main button: the pin shown, which a press jumps to. */
const shownPin = (page: Page) => pinBar(page).getByRole('button', { name: /^Pinned message/ });

/** A group message sent by a business backend as `from`: the API answers its clientMsgID. */
async function groupTextAs(request: APIRequestContext, admin: string, from: Account, groupID: string, text: string) {
  return imCall<{ clientMsgID: string; sendTime: number }>(
    request,
    '/msg/send_msg',
    {
      sendID: from.userID,
      groupID,
      senderNickname: from.nickname,
      contentType: 101,
      sessionType: 3,
      content: { content: text },
    },
    admin,
  );
}

test('in a group the owner pins live for everyone; the bar jumps to an old message through history, cycles, lists them all, unpins, keeps notice lines through a reload, and members pin once the owner allows it', async ({
  browser,
  request,
}) => {
  const { alice, bob, carol, groupID } = await threeInGroup(request, 'Roadmap', (name) =>
    userInBrowser(browser, request, name),
  );
  // An old decision, then more than a chat's first page (20) and an older page's worth (100) after it: reaching it
  // takes history loading.
  const admin = await adminToken(request);
  const old = await groupTextAs(request, admin, alice.account, groupID, 'Old decision: ship on Friday');
  for (let i = 1; i <= 130; i++) await groupTextAs(request, admin, carol.account, groupID, `Filler ${i}`);
  for (const user of [alice, bob, carol]) {
    await openChatWith(user.page, 'Roadmap');
    // The whole flood has arrived, so what follows lands after it.
    await expect(messageLog(user.page).getByText('Filler 130', { exact: true })).toBeVisible({ timeout: 30_000 });
  }
  await say(alice.page, 'Budget approved');
  await expect(messageLog(bob.page).getByText('Budget approved')).toBeVisible();
  await expect(messageLog(bob.page).getByText('Old decision: ship on Friday')).toHaveCount(0);

  // An ordinary member may not pin: no menu item, and the service refuses.
  await openMessageMenu(bob.page, 'Alice', 'Budget approved');
  await expect(bob.page.getByRole('menuitem', { name: 'React' })).toBeVisible();
  await expect(bob.page.getByRole('menuitem', { name: 'Unpin' })).toHaveCount(0);
  await expect(bob.page.getByRole('menuitem', { name: 'Pin', exact: true })).toHaveCount(0);
  await bob.page.keyboard.press('Escape');
  /** Pins the old decision through the service, as an app would, with `account`'s chat token. */
  const pinOld = (account: Account) =>
    chatCall(
      request,
      '/message/pin/set',
      { groupID, clientMsgID: old.clientMsgID, seq: 0, sendTime: old.sendTime, pin: true },
      account.chatToken,
    );
  expect((await pinOld(bob.account)).errCode).toBe(1002);

  // The owner pins from the menu: every member's bar shows it live, with a notice line.
  await onMessage(alice.page, 'Alice', 'Pin', 'Budget approved');
  for (const page of [bob.page, carol.page]) {
    await expect(pinBar(page)).toContainText('Alice: Budget approved');
    await expect(messageLog(page).getByText('Alice pinned a message')).toBeVisible();
  }
  await expect(pinBar(alice.page)).toContainText('You: Budget approved');
  await expect(messageLog(alice.page).getByText('You pinned a message')).toBeVisible();

  // Alice's other device pins the old decision (through the service, as her app there would).
  expect((await pinOld(alice.account)).errCode).toBe(0);
  await expect(pinBar(bob.page)).toContainText('Pinned message 1 of 2');

  // Pressing the bar brings the old message into view, loading history; the bar moves on to the pin before it.
  await shownPin(bob.page).click();
  const oldBubble = messageLog(bob.page).getByText('Old decision: ship on Friday');
  await expect(oldBubble).toBeInViewport({ timeout: 30_000 });
  // The message jumped to takes the focus, for a screen reader and the keyboard to go on from there.
  const jumpedTo = messageLog(bob.page).locator('[data-jump-target]');
  await expect(jumpedTo).toBeFocused();
  await expect(jumpedTo).toContainText('Old decision: ship on Friday');
  await expect(pinBar(bob.page)).toContainText('Pinned message 2 of 2');
  await expect(pinBar(bob.page)).toContainText('Alice: Budget approved');
  await shownPin(bob.page).click();
  await expect(messageLog(bob.page).getByText('Budget approved')).toBeInViewport();
  // Round again: the latest pin, its preview now from Bob's own copy of the message.
  await expect(pinBar(bob.page)).toContainText('Pinned message 1 of 2');
  await expect(pinBar(bob.page)).toContainText('Alice: Old decision: ship on Friday');

  // The list shows both; picking one jumps to it.
  await pinBar(carol.page).getByRole('button', { name: 'All pinned messages (2)' }).click();
  const list = carol.page.getByRole('dialog', { name: 'All pinned messages' });
  await expect(list.getByRole('button')).toHaveCount(3);
  await list.getByRole('button', { name: /Old decision: ship on Friday/ }).click();
  await expect(list).toBeHidden();
  await expect(messageLog(carol.page).getByText('Old decision: ship on Friday')).toBeInViewport({ timeout: 30_000 });

  // Alice unpins from the menu: the bar follows everywhere, and a notice line says so.
  await onMessage(alice.page, 'Alice', 'Unpin', 'Budget approved');
  await expect(pinBar(bob.page)).toContainText('Alice: Old decision: ship on Friday');
  await expect(pinBar(bob.page)).not.toContainText('1 of');
  await expect(messageLog(bob.page).getByText('Alice unpinned a message')).toBeVisible();

  // Kept by the chat service: the bar and the notice lines come back after a reload.
  await bob.page.reload();
  await expect(pinBar(bob.page)).toContainText('Pinned message');
  await expect(messageLog(bob.page).getByText('Alice unpinned a message')).toBeVisible();
  await expect(messageLog(bob.page).getByText('Alice pinned a message')).toHaveCount(2);

  // The owner lets members pin, in group management; Bob may then pin, and Alice's bar shows his pin.
  await alice.page.goto(`/groupManage?groupID=${groupID}`);
  const allow = alice.page.getByRole('switch', { name: 'Members may pin messages' });
  await expect(allow).toHaveAttribute('aria-checked', 'false');
  await allow.click();
  await expect(allow).toHaveAttribute('aria-checked', 'true');
  await say(carol.page, 'Standup moves to 9:30');
  await expect(messageLog(bob.page).getByText('Standup moves to 9:30')).toBeVisible();
  await expect(async () => {
    await openMessageMenu(bob.page, 'Carol', 'Standup moves to 9:30');
    try {
      await expect(bob.page.getByRole('menuitem', { name: 'Pin', exact: true })).toBeVisible({ timeout: 1_000 });
    } catch (error) {
      await bob.page.keyboard.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 20_000 });
  await bob.page.getByRole('menuitem', { name: 'Pin', exact: true }).click();
  // The bar names the message's sender; the notice line, who pinned it.
  await expect(pinBar(carol.page)).toContainText('You: Standup moves to 9:30');
  await expect(messageLog(carol.page).getByText('Bob pinned a message')).toBeVisible();
  await alice.page.goBack();
  await expect(pinBar(alice.page)).toContainText('Carol: Standup moves to 9:30');
  await expect(messageLog(alice.page).getByText('Bob pinned a message')).toBeVisible();
});

test('in a single chat either person pins and unpins, by keyboard too, and a device signed in afresh sees the pin', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);
  await say(bob.page, 'The door code is 4711');
  await expect(messageLog(alice.page).getByText('The door code is 4711')).toBeVisible();

  // By keyboard alone: the message's "more" button, then Pin.
  await openMessageMenuByKeyboard(alice.page, 'Bob');
  await alice.page.getByRole('menuitem', { name: 'Pin', exact: true }).focus();
  await alice.page.keyboard.press('Enter');
  await expect(pinBar(bob.page)).toContainText('You: The door code is 4711');
  await expect(messageLog(bob.page).getByText('Alice pinned a message')).toBeVisible();

  // Bob signs in afresh on another device: the pin is there, and he unpins it from there.
  const fresh = await (await newTestContext(browser)).newPage();
  await signIn(fresh, bob.account);
  await openChatWith(fresh, 'Alice');
  await expect(pinBar(fresh)).toContainText('You: The door code is 4711');
  await expect(messageLog(fresh).getByText('Alice pinned a message')).toBeVisible();
  await onMessage(fresh, 'Bob', 'Unpin', 'The door code is 4711');
  await expect(pinBar(alice.page)).toHaveCount(0);
  await expect(messageLog(alice.page).getByText('Bob unpinned a message')).toBeVisible();
});
