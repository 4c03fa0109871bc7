import { expect, test } from '@playwright/test';
import { receivedSignals, sendSignalAsOpenIM } from '../support/openim-signals';
import { newUser } from '../support/im-admin';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { history, singleConversationID, totalUnread } from '../support/sdk-actions';
import { callDialog, callerInBrowser } from '../support/calls';
import { makeFriends, openChatWith } from '../support/ui-session';

test.describe.configure({ timeout: 120_000 });

test('an OpenIM mobile client’s invite rings in Parley, and Parley’s answers and invites reach it online-only, in no history', async ({
  browser,
  request,
}) => {
  // Carol runs an OpenIM client (the real SDK, as OpenIM's iOS app: platform 1); Bob runs Parley.
  const carol = await newUser(request, 'Carol', 1);
  const carolDevice = await openDevice(browser);
  await login(carolDevice, carol);
  await waitForEvent(carolDevice, 'OnSyncServerFinish');
  const bob = await callerInBrowser(browser, request, 'Bob');
  await makeFriends(request, bob.account, { ...bob.account, userID: carol.userID, imToken: carol.token });
  const conversationID = singleConversationID(carol.userID, bob.account.userID);

  // Their invite: Bob's Parley rings, and his answer reaches Carol's client online-only.
  const roomID = crypto.randomUUID();
  const invitation = {
    inviterUserID: carol.userID,
    inviteeUserIDList: [bob.account.userID],
    groupID: '',
    roomID,
    timeout: 30,
    mediaType: 'audio',
    sessionType: 1,
    platformID: 1,
  };
  await sendSignalAsOpenIM(carolDevice, bob.account.userID, 200, invitation);
  const incoming = callDialog(bob.page);
  await expect(incoming).toContainText('Carol');
  await expect(incoming).toContainText('Invites you to a voice call');
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect
    .poll(async () => (await receivedSignals(carolDevice)).filter((s) => s.roomID === roomID))
    .toEqual([expect.objectContaining({ customType: 201, seq: 0, sendID: bob.account.userID })]);
  // Carol hangs up; Bob's call closes.
  await sendSignalAsOpenIM(carolDevice, bob.account.userID, 204, invitation);
  await expect(callDialog(bob.page)).toBeHidden();

  // The reverse: Parley's invite reaches Carol online-only; her accept stops Bob's ringing, her hang-up ends it.
  await openChatWith(bob.page, 'Carol');
  await bob.page.getByRole('button', { name: 'Voice call' }).click();
  await expect(callDialog(bob.page)).toContainText('Waiting for the other side to answer');
  await expect
    .poll(async () => (await receivedSignals(carolDevice)).filter((s) => s.customType === 200))
    .toEqual([expect.objectContaining({ seq: 0, sendID: bob.account.userID, recvID: carol.userID })]);
  const ours = (await receivedSignals(carolDevice)).find((s) => s.customType === 200)!;
  const theirs = {
    ...invitation,
    inviterUserID: bob.account.userID,
    inviteeUserIDList: [carol.userID],
    roomID: ours.roomID,
  };
  await sendSignalAsOpenIM(carolDevice, bob.account.userID, 201, theirs);
  await expect(callDialog(bob.page)).not.toContainText('Waiting for the other side to answer');
  await sendSignalAsOpenIM(carolDevice, bob.account.userID, 204, theirs);
  await expect(callDialog(bob.page)).toBeHidden();

  // Nothing of it is in either side's history or counts: Carol's SDK holds no signal and no unread message;
  // Parley shows its own call records only.
  expect((await history(carolDevice, conversationID)).filter((m) => m.contentType === 110)).toEqual([]);
  expect(await totalUnread(carolDevice)).toBe(0);
  const log = bob.page.getByRole('log', { name: 'Messages' });
  await expect(log).not.toContainText('[Unsupported message]');
  await expect(log.getByText(/Call duration/)).toHaveCount(2);
});
