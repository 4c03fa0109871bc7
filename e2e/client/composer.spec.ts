import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount } from '../support/session';
import { makeFriends, signIn } from '../support/ui-session';
import { newTestContext } from '../support/test-contexts';
import { login, openDevice, usersOnline } from '../support/sdk-page';
import { sendText, singleConversationID } from '../support/sdk-actions';
import { createGroup, errCodeOf } from '../support/group-actions';
import { imCall, userToken } from '../support/im-admin';

interface ReceivedMessage {
  clientMsgID: string;
  contentType: number;
  groupID: string;
  textElem?: { content: string };
  atTextElem?: { text: string; atUserList: string[] };
  quoteElem?: { text: string; quoteMessage: { clientMsgID: string } };
}

/** Waits until a device has received a message that passes `matches`, and returns it. */
async function received(device: Page, matches: (message: ReceivedMessage) => boolean): Promise<ReceivedMessage> {
  const all = () =>
    device.evaluate(() =>
      window.parleyHarness.events
        .filter((event) => event.name === 'OnRecvNewMessages')
        .flatMap((event) => event.data as ReceivedMessage[]),
    );
  await expect.poll(async () => (await all()).some(matches), { timeout: 20_000 }).toBe(true);
  return (await all()).find(matches)!;
}

/** A user of the app, registered through the chat service and signed in through the sign-in form. */
async function signedInUser(page: Page, request: APIRequestContext, nickname: string) {
  const account = await registerAccount(request, nickname);
  await signIn(page, account);
  return account;
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('in a group, a mention is picked from the list, an emoji is inserted, and a reply quotes its message', async ({
  page,
  browser,
  request,
}) => {
  const alice = await signedInUser(page, request, 'Alice');
  const [{ page: bobPage }, { user: carol, page: carolPage }] = await usersOnline(browser, request, 'Bob', 'Carol');
  const group = await createGroup(bobPage, 'Team', [alice.userID, carol.userID]);
  await page.getByRole('link', { name: /Team/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  // An empty message is refused with the spec's text.
  await messageBox(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Content cannot be empty');

  // "@" opens the member list; Alice is a plain member, so "Everyone" is not offered.
  await messageBox(page).pressSequentially('Hi @');
  const picker = page.getByRole('listbox', { name: 'Mention a member' });
  await expect(picker.getByRole('option')).toHaveText(['Bob', 'Carol']);
  await messageBox(page).pressSequentially('ca');
  await expect(picker.getByRole('option')).toHaveText(['Carol']);
  await messageBox(page).press('Enter');
  await expect(picker).toBeHidden();
  await expect(messageBox(page)).toHaveValue('Hi @Carol ');

  // A mention is one token: a backspace into it removes all of it.
  await messageBox(page).pressSequentially('@');
  await messageBox(page).press('ArrowDown');
  await expect(picker.getByRole('option', { name: 'Carol' })).toHaveAttribute('aria-selected', 'true');
  await messageBox(page).press('ArrowUp');
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('Hi @Carol @Bob ');
  await messageBox(page).press('Backspace');
  await expect(messageBox(page)).toHaveValue('Hi @Carol ');

  // Shift+Enter is a new line; the emoji goes in at the caret.
  await messageBox(page).pressSequentially('look');
  await messageBox(page).press('Shift+Enter');
  await messageBox(page).pressSequentially('here');
  await messageBox(page).press('ArrowLeft');
  await messageBox(page).press('ArrowLeft');
  await page.getByRole('button', { name: 'Emoji', exact: true }).click();
  await page.getByRole('button', { name: '🎉' }).click();
  await expect(messageBox(page)).toHaveValue('Hi @Carol look\nhe🎉re');
  await messageBox(page).press('Enter');

  const mention = await received(carolPage, (m) => m.contentType === 106);
  expect(mention.groupID).toBe(group.groupID);
  expect(mention.atTextElem?.text).toBe('Hi @Carol look\nhe🎉re');
  expect(mention.atTextElem?.atUserList).toEqual([carol.userID]);
  await expect(messageBox(page)).toHaveValue('');

  // Bob writes; Alice replies to it with a quote.
  await bobPage.evaluate(
    async ({ groupID }) => {
      const im = window.parleyHarness.sdk();
      const { data: message } = await im.createTextMessage('Lunch at noon?');
      await im.sendMessage({ recvID: '', groupID, message });
    },
    { groupID: group.groupID },
  );
  const lunch = await received(carolPage, (m) => m.textElem?.content === 'Lunch at noon?');
  await page.getByRole('log').getByText('Lunch at noon?').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  const quoteBar = page.getByRole('group', { name: 'Replying to Bob' });
  await expect(quoteBar).toContainText('Lunch at noon?');
  await messageBox(page).fill('Sounds good');
  await messageBox(page).press('Enter');
  await expect(quoteBar).toBeHidden();

  const reply = await received(bobPage, (m) => m.contentType === 114);
  expect(reply.quoteElem?.text).toBe('Sounds good');
  expect(reply.quoteElem?.quoteMessage.clientMsgID).toBe(lunch.clientMsgID);

  // Once Alice is an admin, "Everyone" heads the list and mentions the whole group.
  expect(
    await errCodeOf(bobPage, 'setGroupMemberRoleLevel', {
      groupID: group.groupID,
      userID: alice.userID,
      roleLevel: 60,
    }),
  ).toBe(0);
  await expect(async () => {
    await messageBox(page).fill('');
    await messageBox(page).pressSequentially('@');
    await expect(picker.getByRole('option').first()).toHaveText('Everyone', { timeout: 1000 });
  }).toPass();
  await messageBox(page).press('Enter');
  await messageBox(page).pressSequentially('standup now');
  await messageBox(page).press('Enter');
  const everyone = await received(carolPage, (m) => m.atTextElem?.text === '@Everyone standup now');
  expect(everyone.atTextElem?.atUserList).toEqual(['AtAllTag']);
});

test('the peer’s typing shows for a moment, and an unsent text waits as a draft', async ({
  page,
  browser,
  request,
}) => {
  const alice = await signedInUser(page, request, 'Alice');
  const [{ user: bob, page: bobPage }] = await usersOnline(browser, request, 'Bob');
  await sendText(bobPage, alice.userID, 'Are you there?');
  const conversationID = singleConversationID(alice.userID, bob.userID);
  await page.getByRole('link', { name: /Bob/ }).click();
  await expect(page.getByRole('log').getByText('Are you there?')).toBeVisible();

  await bobPage.evaluate(
    (id) => window.parleyHarness.sdk().changeInputStates({ conversationID: id, focus: true }),
    conversationID,
  );
  const typing = page.getByRole('status').filter({ hasText: 'Typing…' });
  await expect(typing).toBeVisible();
  const shownAt = Date.now();
  await expect(typing).toBeHidden({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);

  // A message from the typing peer ends "Typing…" with it, without waiting for the peer's stop or the window.
  // (Bob's SDK sends a start only after a stop.)
  await bobPage.evaluate(async (id) => {
    await window.parleyHarness.sdk().changeInputStates({ conversationID: id, focus: false });
    await window.parleyHarness.sdk().changeInputStates({ conversationID: id, focus: true });
  }, conversationID);
  await expect(typing).toBeVisible();
  await sendText(bobPage, alice.userID, 'Here I am');
  await expect(page.getByRole('log').getByText('Here I am')).toBeVisible();
  await expect(typing).toBeHidden({ timeout: 1000 });

  // Alice's own typing reaches Bob.
  await messageBox(page).pressSequentially('Almost');
  await expect
    .poll(() =>
      bobPage.evaluate(
        (userID) =>
          window.parleyHarness.events.some(
            (event) =>
              event.name === 'OnConversationUserInputStatusChanged' &&
              (event.data as { userID: string }).userID === userID,
          ),
        alice.userID,
      ),
    )
    .toBe(true);

  // Leaving keeps the text as a draft; coming back restores it; sending clears it.
  await messageBox(page).pressSequentially(' there');
  await page.getByRole('button', { name: 'Back' }).click();
  const row = page.getByRole('link', { name: /Bob/ });
  await expect(row).toContainText('[Draft] Almost there');
  await row.click();
  await expect(messageBox(page)).toHaveValue('Almost there');
  await messageBox(page).press('Enter');
  await received(bobPage, (m) => m.textElem?.content === 'Almost there');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(row).toContainText('Almost there');
  await expect(row).not.toContainText('[Draft]');

  // Sending while typing: Alice's message reaches Bob before her stop does.
  await row.click();
  await messageBox(page).pressSequentially('One more');
  await messageBox(page).press('Enter');
  await received(bobPage, (m) => m.textElem?.content === 'One more');
  await expect
    .poll(() =>
      bobPage.evaluate((userID) => {
        const { events } = window.parleyHarness;
        const message = events.findIndex(
          (event) =>
            event.name === 'OnRecvNewMessages' &&
            (event.data as Array<{ textElem?: { content: string } }>).some((m) => m.textElem?.content === 'One more'),
        );
        const stop = events.findLastIndex((event) => {
          const status = event.data as { userID: string; platformIDs: number[] | null };
          return (
            event.name === 'OnConversationUserInputStatusChanged' &&
            status.userID === userID &&
            !status.platformIDs?.length
          );
        });
        return message >= 0 && stop > message;
      }, alice.userID),
    )
    .toBe(true);
});

test('a muted member, a muted group and a disbanded group each replace the composer with a notice', async ({
  page,
  browser,
  request,
}) => {
  const alice = await signedInUser(page, request, 'Alice');
  const [{ user: bob, page: bobPage }] = await usersOnline(browser, request, 'Bob');
  const { groupID } = await createGroup(bobPage, 'Quiet room', [alice.userID]);
  await page.getByRole('link', { name: /Quiet room/ }).click();
  await expect(messageBox(page)).toBeVisible();

  // The SDK's changeGroupMute is broken in this build, so the owner uses the REST API.
  await imCall(request, '/group/mute_group_member', { groupID, userID: alice.userID, mutedSeconds: 600 }, bob.token);
  await expect(page.getByRole('status').filter({ hasText: 'You are muted' })).toHaveText(
    'You are muted. You can speak again in 10 minutes.',
  );
  await expect(messageBox(page)).toBeHidden();

  await imCall(request, '/group/cancel_mute_group_member', { groupID, userID: alice.userID }, bob.token);
  await expect(messageBox(page)).toBeVisible();

  await imCall(request, '/group/mute_group', { groupID }, bob.token);
  await expect(page.getByRole('status').filter({ hasText: 'All members are muted' })).toBeVisible();
  await expect(messageBox(page)).toBeHidden();
  await imCall(request, '/group/cancel_mute_group', { groupID }, bob.token);
  await expect(messageBox(page)).toBeVisible();

  expect(await errCodeOf(bobPage, 'dismissGroup', groupID)).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: 'This group has been disbanded' })).toBeVisible();
  await expect(messageBox(page)).toBeHidden();
});

test('blacklists: the peer’s refuses the send with a notice, and the user’s own offers Unblock', async ({
  page,
  browser,
  request,
}) => {
  const alice = await signedInUser(page, request, 'Alice');
  const [{ user: bob, page: bobPage }] = await usersOnline(browser, request, 'Bob');
  await sendText(bobPage, alice.userID, 'Hello Alice');
  await page.getByRole('link', { name: /Bob/ }).click();

  // The SDK may reject addBlack with 10005 although the server stored it.
  expect([0, 10005]).toContain(await errCodeOf(bobPage, 'addBlack', { toUserID: alice.userID, ex: '' }));
  await messageBox(page).fill('Hello Bob?');
  await messageBox(page).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The other party has added you to the blacklist');
  // The refused message says why, and still does after a reload: the reason is kept with the message.
  const refused = page.getByRole('log', { name: 'Messages' }).locator('.message-row', { hasText: 'Hello Bob?' });
  await expect(refused.locator('.failure-reason')).toHaveText('They have blocked you');
  await page.reload();
  await expect(refused.getByRole('button', { name: 'Not sent · Retry' })).toBeVisible();
  await expect(refused.locator('.failure-reason')).toHaveText('They have blocked you');

  // Alice blocks Bob from another of her devices; the app learns it from the SDK's event.
  const aliceTablet = await openDevice(browser);
  const token = await userToken(request, alice.userID, 3);
  await login(aliceTablet, { userID: alice.userID, token, platformID: 3 });
  expect([0, 10005]).toContain(await errCodeOf(aliceTablet, 'addBlack', { toUserID: bob.userID, ex: '' }));
  const notice = page.getByRole('status').filter({ hasText: 'You blocked this user' });
  await expect(notice).toBeVisible();
  await expect(messageBox(page)).toBeHidden();
  await notice.getByRole('button', { name: 'Unblock' }).click();
  await expect(messageBox(page)).toBeVisible();
});

for (const width of [320, 390]) {
  test(`at ${width} px the empty message box keeps most of the row, and Send comes when there is text`, async ({
    browser,
    request,
  }) => {
    const [ivy, jon] = await Promise.all([
      registerAccount(request, 'Ivy Narrow'),
      registerAccount(request, 'Jon Narrow'),
    ]);
    await makeFriends(request, ivy, jon);
    const page = await (await newTestContext(browser, { viewport: { width, height: 640 } })).newPage();
    await signIn(page, ivy);
    await page.goto(`/chat?conversationID=si_${[ivy.userID, jon.userID].sort().join('_')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jon Narrow' })).toBeVisible();
    // The deep-linked chat is named at once, before its composer shows: measure the box once it does.
    await expect(messageBox(page)).toBeVisible();
    // Issue 38: 75 px of 320 at first; the buttons around it now leave it more than half the row.
    // Polled: on a loaded machine the box once measured as not shown just after it showed (CI, 2026-12-01).
    const boxWidth = async () => (await messageBox(page).boundingBox())?.width ?? 0;
    await expect.poll(boxWidth).toBeGreaterThanOrEqual(width / 2);
    await messageBox(page).fill('hello there');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeVisible();
    await expect.poll(boxWidth).toBeGreaterThanOrEqual(width / 2 - 40);
    const right = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('.composer *')).map((e) => e.getBoundingClientRect().right)),
    );
    expect(right).toBeLessThanOrEqual(width);
    await send.click();
    await expect(page.getByRole('log').getByText('hello there')).toBeVisible();
  });
}
