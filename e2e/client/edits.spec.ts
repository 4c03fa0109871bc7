import { expect, test, type Page } from '@playwright/test';
import { friendsInChat, openChatWith, signIn, threeInGroup, userInBrowser } from '../support/ui-session';
import { adminToken, imCall } from '../support/im-admin';
import { composer, messageLog, onMessage, openMessageMenu, openMessageMenuByKeyboard, say } from '../support/chat-page';
import { newTestContext } from '../support/test-contexts';

// Two or three users' SDKs on a machine shared with other runs.
test.describe.configure({ timeout: 180_000 });

const DAY_MS = 24 * 60 * 60 * 1000;

const editingBar = (page: Page) => page.getByRole('group', { name: 'Editing message' });

test('the sender edits a message: every member sees the new text live with “edited”, in the list and the search too, after a reload and a fresh sign-in; the history is the sender’s', async ({
  browser,
  request,
}) => {
  const { alice, bob } = await friendsInChat(browser, request);
  await say(alice.page, 'See you at 10');
  await expect(messageLog(bob.page).getByText('See you at 10')).toBeVisible();

  // Bob is not offered an edit of Alice's words.
  await openMessageMenu(bob.page, 'Alice');
  await expect(bob.page.getByRole('menuitem', { name: 'Reply' })).toBeVisible();
  await expect(bob.page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await bob.page.keyboard.press('Escape');

  // Alice starts an edit, and Escape gives her back what she was typing.
  await composer(alice.page).fill('half a thought');
  await onMessage(alice.page, 'Alice', 'Edit');
  await expect(editingBar(alice.page)).toBeVisible();
  await expect(composer(alice.page)).toHaveValue('See you at 10');
  await expect(composer(alice.page)).toBeFocused();
  await alice.page.keyboard.press('Escape');
  await expect(editingBar(alice.page)).toBeHidden();
  await expect(composer(alice.page)).toHaveValue('half a thought');

  // By keyboard alone: the message's "more" button, Edit, new words, Enter.
  await openMessageMenuByKeyboard(alice.page, 'Alice');
  await alice.page.getByRole('menuitem', { name: 'Edit' }).focus();
  await alice.page.keyboard.press('Enter');
  await expect(composer(alice.page)).toHaveValue('See you at 10');
  await composer(alice.page).fill('See you at 11');
  await composer(alice.page).press('Enter');
  await expect(editingBar(alice.page)).toBeHidden();
  await expect(composer(alice.page)).toHaveValue('half a thought');
  for (const page of [alice.page, bob.page]) {
    await expect(messageLog(page).getByText('See you at 11')).toBeVisible();
    await expect(messageLog(page).getByText('edited', { exact: true })).toBeVisible();
    await expect(messageLog(page).getByText('See you at 10')).toHaveCount(0);
  }

  // The edit history: Alice sees both versions; Bob, the other person of a single chat, is not offered it.
  await onMessage(alice.page, 'Alice', 'Edit history');
  const history = alice.page.getByRole('dialog', { name: 'Edit history' });
  const versions = history.getByRole('list', { name: 'Versions, the first one as sent' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('See you at 10');
  await expect(versions.nth(1)).toContainText('See you at 11');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
  await openMessageMenu(bob.page, 'Alice');
  await expect(bob.page.getByRole('menuitem', { name: 'Edit history' })).toHaveCount(0);
  await bob.page.keyboard.press('Escape');

  // Kept by the server: after a reload, in the list's preview and the chat's search.
  await bob.page.reload();
  await expect(messageLog(bob.page).getByText('See you at 11')).toBeVisible();
  await expect(messageLog(bob.page).getByText('edited', { exact: true })).toBeVisible();
  await bob.page.getByRole('link', { name: 'Chat settings' }).click();
  await bob.page.getByRole('link', { name: /Search chat history/ }).click();
  const search = bob.page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill('at 10');
  await bob.page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(bob.page.getByText('No messages contain “at 10”.')).toBeVisible();
  await search.fill('at 11');
  await bob.page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(bob.page.getByRole('list', { name: 'Found messages' }).getByRole('link')).toHaveCount(1);

  const fresh = await (await newTestContext(browser)).newPage();
  await signIn(fresh, bob.account);
  const row = fresh.getByRole('link', { name: /Alice/ }).first();
  await expect(row.locator('.preview')).toHaveText('See you at 11');
  await row.click();
  await expect(messageLog(fresh).getByText('See you at 11')).toBeVisible();
  await expect(messageLog(fresh).getByText('edited', { exact: true })).toBeVisible();
});

test('in a group, an owner reads a member’s edit history and another member may not; a recalled message shows the recall, never its edit', async ({
  browser,
  request,
}) => {
  const { alice, bob, carol } = await threeInGroup(request, 'Crew', (name) => userInBrowser(browser, request, name));
  for (const user of [alice, bob, carol]) await openChatWith(user.page, 'Crew');
  await say(bob.page, 'Budget is 5k');
  await expect(messageLog(alice.page).getByText('Budget is 5k')).toBeVisible();
  await onMessage(bob.page, 'Bob', 'Edit');
  await composer(bob.page).fill('Budget is 6k');
  await composer(bob.page).press('Enter');
  for (const page of [alice.page, carol.page]) {
    await expect(messageLog(page).getByText('Budget is 6k')).toBeVisible();
    await expect(messageLog(page).getByText('edited', { exact: true })).toBeVisible();
  }
  // Alice owns the group: she reads the versions. Carol, a member, is neither offered them nor answered.
  await onMessage(alice.page, 'Bob', 'Edit history');
  const history = alice.page.getByRole('dialog', { name: 'Edit history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Budget is 5k');
  await alice.page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await openMessageMenu(carol.page, 'Bob');
  await expect(carol.page.getByRole('menuitem', { name: 'Edit history' })).toHaveCount(0);
  await carol.page.keyboard.press('Escape');
  // Bob recalls it: everyone sees the recall, nobody the edited words, and Bob is offered no edit of it.
  await onMessage(bob.page, 'Bob', 'Recall');
  await expect(messageLog(bob.page).getByText('You recalled a message')).toBeVisible();
  for (const page of [alice.page, carol.page]) {
    await expect(messageLog(page).getByText('Bob recalled a message')).toBeVisible();
    await expect(messageLog(page).getByText('Budget is 6k')).toHaveCount(0);
    await expect(messageLog(page).getByText('edited', { exact: true })).toHaveCount(0);
  }
  await carol.page.reload();
  await expect(messageLog(carol.page).getByText('Bob recalled a message')).toBeVisible();
  await expect(messageLog(carol.page).getByText('Budget is 6k')).toHaveCount(0);
});

test('an edit after 24 hours is refused by the server, and the composer says why', async ({ browser, request }) => {
  const { alice, bob } = await friendsInChat(browser, request);
  // A message IM dates a day and a few seconds ago (as a backend's /msg/send_msg may), so the server refuses its edit.
  // Alice's device runs its clock half a minute behind, so the app still offers Edit and sends it.
  const sendTime = Date.now() - DAY_MS - 5_000;
  await alice.page.clock.install({ time: Date.now() - 30_000 });
  await imCall(
    request,
    '/msg/send_msg',
    {
      sendID: alice.account.userID,
      recvID: bob.account.userID,
      senderNickname: 'Alice',
      contentType: 101,
      sessionType: 1,
      sendTime,
      content: { content: 'Offer stands until Friday' },
    },
    await adminToken(request),
  );
  await expect(messageLog(alice.page).getByText('Offer stands until Friday')).toBeVisible();
  await onMessage(alice.page, 'Alice', 'Edit');
  await composer(alice.page).fill('Offer stands until Monday');
  await composer(alice.page).press('Enter');
  await expect(alice.page.getByRole('alert').filter({ hasText: 'This message can no longer be edited' })).toHaveText(
    'This message can no longer be edited: messages can be edited for 24 hours after sending',
  );
  // Still editing, nothing changed anywhere.
  await expect(editingBar(alice.page)).toBeVisible();
  await expect(messageLog(bob.page).getByText('Offer stands until Friday')).toBeVisible();
  await expect(messageLog(bob.page).getByText('edited', { exact: true })).toHaveCount(0);
  // A message already older than a day by the device's own clock is not offered for editing at all.
  await editingBar(alice.page).getByRole('button', { name: 'Cancel' }).click();
  await alice.page.clock.fastForward(60_000);
  await openMessageMenu(alice.page, 'Alice');
  await expect(alice.page.getByRole('menuitem', { name: 'Reply' })).toBeVisible();
  await expect(alice.page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
});
