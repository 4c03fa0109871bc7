import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../db/database.ts';
import { ConversationStore } from '../conversations/conversation-store.ts';
import { VersionLogs } from '../sync/version-log.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import { UserStore } from '../users/users.ts';
import { GroupStore } from '../groups/group-store.ts';
import { MessageStore } from './message-store.ts';
import { PullService } from './pull-service.ts';
import { ConversationAccess } from './conversation-access.ts';
import { MessageLimits } from './message-limits.ts';

function setup(messageCount: number, conversationID = 'si_alice_bob', content = new Uint8Array()) {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'parley-pull-')));
  migrate(db);
  const store = new MessageStore(db);
  const users = new UserStore(db);
  users.register(['alice', 'bob', 'mallory'].map((userID) => ({ userID, nickname: userID, faceURL: '' })));
  const groups = new GroupStore(db, users);
  const conversations = new ConversationStore(db, new VersionLogs(db));
  conversations.ensure('alice', { conversationID, conversationType: 1, userID: 'bob', groupID: '' });
  for (let i = 1; i <= messageCount; i++) {
    store.append(
      conversationID,
      completeMsgData({ sendID: 'bob', recvID: 'alice', clientMsgID: `c${i}`, sessionType: 1, sendTime: i, content }),
    );
  }
  const access = new ConversationAccess(store, groups, (userID) => users.exists(userID));
  return { db, store, groups, conversations, pulls: new PullService(store, conversations, access) };
}

const range = (conversationID: string, begin: number, end: number, num: number) => ({
  conversationID,
  begin,
  end,
  num,
});

describe('pulling by range (1002)', () => {
  it('returns only the last num seqs of a long range, with isEnd at the top', async () => {
    const { pulls } = setup(10);
    const result = await pulls.pullRanges('alice', [range('si_alice_bob', 0, 10, 3)], 0);
    const pull = result.msgs.get('si_alice_bob')!;
    expect(pull.msgs.map((m) => m.seq)).toEqual([8, 9, 10]);
    expect(pull.isEnd).toBe(true);
  });

  it('clamps to what the user may see and skips empty windows', async () => {
    const { store, pulls } = setup(5);
    store.setUserMinSeq('alice', 'si_alice_bob', 4);
    const pull = (await pulls.pullRanges('alice', [range('si_alice_bob', 1, 5, 100)], 1)).msgs.get('si_alice_bob')!;
    expect(pull.msgs.map((m) => m.seq)).toEqual([4, 5]);
    expect(pull.isEnd).toBe(true);
    expect((await pulls.pullRanges('alice', [range('si_alice_bob', 9, 12, 5)], 0)).msgs.size).toBe(0);
  });

  it('returns placeholders for seqs the user deleted', async () => {
    const { store, pulls } = setup(3);
    store.deleteForUser('alice', 'si_alice_bob', [2]);
    const msgs = (await pulls.pullRanges('alice', [range('si_alice_bob', 1, 3, 10)], 0)).msgs.get('si_alice_bob')!.msgs;
    expect(msgs.map((m) => [m.seq, m.status])).toEqual([
      [1, 2],
      [2, 4],
      [3, 2],
    ]);
  });

  it('ignores num for notification conversations, up to the cap', async () => {
    const { pulls } = setup(6, 'n_alice_bob');
    const pull = await pulls.pullRanges('alice', [range('n_alice_bob', 1, 6, 1)], 0);
    expect(pull.notificationMsgs.get('n_alice_bob')!.msgs).toHaveLength(6);
    expect(pull.msgs.size).toBe(0);
  });

  it('gives nothing for num 0 and at most the cap for a huge num', async () => {
    const { pulls } = setup(MessageLimits.maxSeqsPerChatRange + 20);
    expect((await pulls.pullRanges('alice', [range('si_alice_bob', 1, 1000, 0)], 0)).msgs.size).toBe(0);
    const capped = (await pulls.pullRanges('alice', [range('si_alice_bob', 1, 1000, 1_000_000)], 0)).msgs.get(
      'si_alice_bob',
    )!;
    expect(capped.msgs).toHaveLength(MessageLimits.maxSeqsPerChatRange);
    expect(capped.msgs.at(-1)!.seq).toBe(MessageLimits.maxSeqsPerChatRange + 20);
  });

  it('keeps a reply of large messages within the byte budget, newest first', async () => {
    const big = new Uint8Array(MessageLimits.maxContentBytes);
    const { pulls } = setup(40, 'si_alice_bob', big);
    const msgs = (await pulls.pullRanges('alice', [range('si_alice_bob', 1, 40, 40)], 0)).msgs.get(
      'si_alice_bob',
    )!.msgs;
    const bytes = msgs.reduce((sum, m) => sum + m.content.byteLength, 0);
    expect(bytes).toBeLessThanOrEqual(MessageLimits.maxReplyBytes);
    expect(msgs.length).toBeGreaterThan(1);
    expect(msgs.at(-1)!.seq).toBe(40);
  });

  it('refuses more conversations than the cap in one request', async () => {
    const { pulls } = setup(1);
    const many = Array.from({ length: MessageLimits.maxConversationsPerRequest + 1 }, (_, i) =>
      range(`si_alice_x${i}`, 1, 1, 1),
    );
    await expect(pulls.pullRanges('alice', many, 0)).rejects.toMatchObject({ errCode: 1001 });
  });
});

describe('pulling listed seqs (1005)', () => {
  it('marks the start of history with isEnd and endSeq when reading backwards', async () => {
    const { store, pulls } = setup(5);
    store.setUserMinSeq('alice', 'si_alice_bob', 3);
    const pull = (
      await pulls.seqMessages('alice', [{ conversationID: 'si_alice_bob', seqs: [1, 2, 3, 4] }], 1)
    ).msgs.get('si_alice_bob')!;
    expect(pull.msgs.map((m) => m.seq)).toEqual([3, 4]);
    expect(pull).toMatchObject({ isEnd: true, endSeq: 3 });
  });

  it('always answers every requested conversation of the user, even with nothing', async () => {
    const { pulls } = setup(0);
    expect(
      (await pulls.seqMessages('alice', [{ conversationID: 'si_alice_bob', seqs: [0, -1] }], 1)).msgs.get(
        'si_alice_bob',
      ),
    ).toEqual({ msgs: [], isEnd: false, endSeq: 0 });
  });

  it('refuses a list longer than the cap', async () => {
    const { pulls } = setup(1);
    const seqs = Array.from({ length: MessageLimits.maxSeqsPerListedConversation + 1 }, (_, i) => i + 1);
    await expect(pulls.seqMessages('alice', [{ conversationID: 'si_alice_bob', seqs }], 0)).rejects.toMatchObject({
      errCode: 1001,
    });
  });
});

describe('seq state', () => {
  it('reports newest seqs only for conversations that have messages', async () => {
    const { pulls } = setup(2);
    expect(await pulls.newestSeqs('alice')).toEqual({ si_alice_bob: 2 });
  });

  it('reports unread as maxSeq against hasReadSeq', async () => {
    const { store, pulls } = setup(4);
    store.raiseHasReadSeq('alice', 'si_alice_bob', 1);
    expect(await pulls.hasReadAndMaxSeqs('alice', [])).toMatchObject({ si_alice_bob: { maxSeq: 4, hasReadSeq: 1 } });
  });
});

describe('membership', () => {
  it('gives an outsider nothing of a pair it is not in, whatever it asks', async () => {
    const { pulls, conversations } = setup(5);
    // A row of its own for the ID proves nothing (set_conversations could once make one).
    conversations.ensure('mallory', { conversationID: 'si_alice_bob', conversationType: 1, userID: 'x', groupID: '' });
    expect((await pulls.pullRanges('mallory', [range('si_alice_bob', 1, 5, 5)], 0)).msgs.size).toBe(0);
    expect((await pulls.seqMessages('mallory', [{ conversationID: 'si_alice_bob', seqs: [1, 2] }], 0)).msgs.size).toBe(
      0,
    );
    expect(await pulls.hasReadAndMaxSeqs('mallory', ['si_alice_bob', 'n_alice_bob'])).toEqual({});
    expect((await pulls.lastMessages('mallory', ['si_alice_bob'])).size).toBe(0);
    expect(await pulls.newestSeqs('mallory')).toEqual({});
  });

  it('does not let a user ID that is a prefix of a pair in', async () => {
    const { store, pulls } = setup(0, 'si_alice_bob');
    store.append('si_al_ice_bob', completeMsgData({ sendID: 'x', clientMsgID: 'y', sessionType: 1, sendTime: 1 }));
    // "al" + "ice_bob" would split the ID, but no user "ice_bob" exists and the split does not sort that way.
    expect((await pulls.pullRanges('al', [range('si_al_ice_bob', 1, 1, 1)], 0)).msgs.size).toBe(0);
  });

  it('shows a late joiner of a group only what came after they joined, and a leaver nothing after', async () => {
    const { store, groups, pulls } = setup(0, 'sg_g1');
    groups.create(
      {
        groupID: 'g1',
        groupName: 'G',
        notification: '',
        introduction: '',
        faceURL: '',
        ex: '',
        ownerUserID: 'alice',
        creatorUserID: 'alice',
        needVerification: 0,
        lookMemberInfo: 0,
        applyMemberFriend: 0,
      },
      1,
    );
    const joining = { roleLevel: 20, joinSource: 2, inviterUserID: 'alice', operatorUserID: 'alice' };
    groups.addMembers('g1', ['alice'], joining, 1);
    const post = (n: number) =>
      store.append('sg_g1', completeMsgData({ sendID: 'alice', groupID: 'g1', clientMsgID: `g${n}`, sessionType: 3 }));
    for (let n = 1; n <= 3; n++) post(n);

    expect((await pulls.pullRanges('bob', [range('sg_g1', 1, 3, 10)], 0)).msgs.size).toBe(0);
    groups.addMembers('g1', ['bob'], joining, 2);
    store.startWindowNow('bob', 'sg_g1');
    post(4);
    const seen = async () =>
      (await pulls.pullRanges('bob', [range('sg_g1', 1, 100, 100)], 0)).msgs.get('sg_g1')?.msgs.map((m) => m.seq);
    expect(await seen()).toEqual([4]);
    expect(
      (await pulls.seqMessages('bob', [{ conversationID: 'sg_g1', seqs: [1, 2, 3, 4] }], 0)).msgs
        .get('sg_g1')!
        .msgs.map((m) => m.seq),
    ).toEqual([4]);

    groups.removeMembers('g1', ['bob']);
    store.endWindowNow('bob', 'sg_g1');
    post(5);
    expect(await seen()).toEqual([4]);
    expect((await pulls.lastMessages('bob', ['sg_g1'])).get('sg_g1')?.seq).toBe(4);
    expect((await pulls.hasReadAndMaxSeqs('bob', ['sg_g1'])).sg_g1?.maxSeq).toBe(4);
    // Never a member: nothing at all.
    expect((await pulls.lastMessages('mallory', ['sg_g1'])).size).toBe(0);
  });
});
