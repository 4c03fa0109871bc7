import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGatewayApp, message, pullEverything, sendMessage, type GatewayApp } from '../test/gateway-session.ts';

let env: GatewayApp;
beforeEach(async () => {
  env = await startGatewayApp();
});
afterEach(() => env.close());

describe('pulls on the gateway answer only for the caller’s own conversations', () => {
  it('gives an outsider nothing of a chat it is not in, on every pull type', async () => {
    const alice = await env.connect('alice');
    env.user('bob');
    for (let i = 0; i < 3; i++)
      expect((await sendMessage(alice, message({ sendID: 'alice', recvID: 'bob' }))).errCode).toBe(0);
    // A stored read receipt puts something in the pair's notification conversation too.
    env.user('bob');
    expect(
      (
        await env.api('bob', '/msg/mark_conversation_as_read', {
          conversationID: 'si_alice_bob',
          userID: 'bob',
          hasReadSeq: 3,
          seqs: [1, 2, 3],
        })
      ).errCode,
    ).toBe(0);

    const own = await pullEverything(alice, ['si_alice_bob', 'n_alice_bob']);
    expect(own.byRange.si_alice_bob).toEqual([1, 2, 3]);
    expect(own.byRange.n_alice_bob).toHaveLength(1);

    const mallory = await env.connect('mallory');
    // Even a conversation row of its own for that ID gives it nothing.
    env.services.conversations.ensure('mallory', {
      conversationID: 'si_alice_bob',
      conversationType: 1,
      userID: 'bob',
      groupID: '',
    });
    const stolen = await pullEverything(mallory, ['si_alice_bob', 'n_alice_bob']);
    expect(stolen).toEqual({ newest: {}, byRange: {}, byList: {}, hasRead: {}, last: {} });
  });

  it('shows a late joiner of a group only what was sent after they joined, and a leaver nothing after', async () => {
    const owner = await env.connect('owner');
    env.user('early');
    env.user('late');
    const created = await env.api('owner', '/group/create_group', {
      memberUserIDs: ['early'],
      groupInfo: { groupName: 'G', groupType: 2 },
    });
    const groupID = (created.data!.groupInfo as { groupID: string }).groupID;
    const chat = `sg_${groupID}`;
    const post = async () =>
      expect((await sendMessage(owner, message({ sendID: 'owner', groupID, sessionType: 3 }))).errCode).toBe(0);
    await post();
    await post();
    const newest = async () => (await pullEverything(owner, [chat])).newest[chat]!;
    const beforeJoin = await newest();
    // A revoke before the join is stored in the group's notification conversation.
    expect((await env.api('owner', '/msg/revoke_msg', { conversationID: chat, seq: 1, userID: 'owner' })).errCode).toBe(
      0,
    );

    const outsider = await env.connect('late');
    expect(await pullEverything(outsider, [chat, `n_${groupID}`])).toEqual({
      newest: {},
      byRange: {},
      byList: {},
      hasRead: {},
      last: {},
    });

    expect((await env.api('owner', '/group/invite_user_to_group', { groupID, invitedUserIDs: ['late'] })).errCode).toBe(
      0,
    );
    await post();
    const lastPost = await newest();
    const joined = await pullEverything(outsider, [chat, `n_${groupID}`]);
    const after = joined.byRange[chat]!;
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((seq) => seq > beforeJoin)).toBe(true);
    expect(after).toContain(lastPost);
    expect(joined.byList[chat]!.every((seq) => seq > beforeJoin)).toBe(true);
    expect(joined.byRange[`n_${groupID}`] ?? []).toEqual([]);
    expect(joined.last[chat]).toBe(lastPost);
    // Nor can they act on what came before their window: not even an admin may revoke it.
    expect(
      (
        await env.api('owner', '/group/set_group_member_info', {
          members: [{ groupID, userID: 'late', roleLevel: 60 }],
        })
      ).errCode,
    ).toBe(0);
    expect((await env.api('late', '/msg/revoke_msg', { conversationID: chat, seq: 2, userID: 'late' })).errCode).toBe(
      1004,
    );

    // The window closes as they leave, after their own quit tip (their "You left the group" line, on any device
    // they sign in on later); everything after it is the group's, not theirs.
    expect((await env.api('late', '/group/quit_group', { groupID, userID: 'late' })).errCode).toBe(0);
    const quitTip = await newest();
    await post();
    expect(await newest()).toBeGreaterThan(quitTip);
    const left = await pullEverything(outsider, [chat]);
    expect(Math.max(...left.byRange[chat]!)).toBe(quitTip);
    expect(left.last[chat]).toBeLessThanOrEqual(quitTip);
    expect(left.hasRead[chat]!.maxSeq).toBe(quitTip);
  });
});
