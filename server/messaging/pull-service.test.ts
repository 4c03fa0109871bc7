import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../db/database.ts';
import { ConversationStore } from '../conversations/conversation-store.ts';
import { VersionLogs } from '../sync/version-log.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import { MessageStore } from './message-store.ts';
import { PullService } from './pull-service.ts';

function setup(messageCount: number, conversationID = 'si_alice_bob') {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'parley-pull-')));
  migrate(db);
  const store = new MessageStore(db);
  const conversations = new ConversationStore(db, new VersionLogs(db));
  conversations.ensure('alice', { conversationID, conversationType: 1, userID: 'bob', groupID: '' });
  for (let i = 1; i <= messageCount; i++) {
    store.append(
      conversationID,
      completeMsgData({ sendID: 'bob', recvID: 'alice', clientMsgID: `c${i}`, sessionType: 1, sendTime: i }),
    );
  }
  return { store, pulls: new PullService(store, conversations) };
}

describe('pulling by range (1002)', () => {
  it('returns only the last num seqs of a long range, with isEnd at the top', () => {
    const { pulls } = setup(10);
    const result = pulls.pullRanges('alice', [{ conversationID: 'si_alice_bob', begin: 0, end: 10, num: 3 }], 0);
    const pull = result.msgs.get('si_alice_bob')!;
    expect(pull.msgs.map((m) => m.seq)).toEqual([8, 9, 10]);
    expect(pull.isEnd).toBe(true);
  });

  it('clamps to what the user may see and skips empty windows', () => {
    const { store, pulls } = setup(5);
    store.setUserMinSeq('alice', 'si_alice_bob', 4);
    const pull = pulls
      .pullRanges('alice', [{ conversationID: 'si_alice_bob', begin: 1, end: 5, num: 100 }], 1)
      .msgs.get('si_alice_bob')!;
    expect(pull.msgs.map((m) => m.seq)).toEqual([4, 5]);
    expect(pull.isEnd).toBe(true);
    expect(
      pulls.pullRanges('alice', [{ conversationID: 'si_alice_bob', begin: 9, end: 12, num: 5 }], 0).msgs.size,
    ).toBe(0);
  });

  it('returns placeholders for seqs the user deleted', () => {
    const { store, pulls } = setup(3);
    store.deleteForUser('alice', 'si_alice_bob', [2]);
    const msgs = pulls
      .pullRanges('alice', [{ conversationID: 'si_alice_bob', begin: 1, end: 3, num: 10 }], 0)
      .msgs.get('si_alice_bob')!.msgs;
    expect(msgs.map((m) => [m.seq, m.status])).toEqual([
      [1, 2],
      [2, 4],
      [3, 2],
    ]);
  });

  it('ignores num for notification conversations', () => {
    const { pulls } = setup(6, 'n_alice_bob');
    const pull = pulls.pullRanges('alice', [{ conversationID: 'n_alice_bob', begin: 1, end: 6, num: 1 }], 0);
    expect(pull.notificationMsgs.get('n_alice_bob')!.msgs).toHaveLength(6);
    expect(pull.msgs.size).toBe(0);
  });
});

describe('pulling listed seqs (1005)', () => {
  it('marks the start of history with isEnd and endSeq when reading backwards', () => {
    const { store, pulls } = setup(5);
    store.setUserMinSeq('alice', 'si_alice_bob', 3);
    const pull = pulls
      .seqMessages('alice', [{ conversationID: 'si_alice_bob', seqs: [1, 2, 3, 4] }], 1)
      .msgs.get('si_alice_bob')!;
    expect(pull.msgs.map((m) => m.seq)).toEqual([3, 4]);
    expect(pull).toMatchObject({ isEnd: true, endSeq: 3 });
  });

  it('always answers every requested conversation, even with nothing', () => {
    const { pulls } = setup(0);
    expect(
      pulls.seqMessages('alice', [{ conversationID: 'si_alice_bob', seqs: [0, -1] }], 1).msgs.get('si_alice_bob'),
    ).toEqual({
      msgs: [],
      isEnd: false,
      endSeq: 0,
    });
  });
});

describe('seq state', () => {
  it('reports newest seqs only for conversations that have messages', () => {
    const { pulls } = setup(2);
    expect(pulls.newestSeqs('alice')).toEqual({ si_alice_bob: 2 });
  });

  it('reports unread as maxSeq against hasReadSeq', () => {
    const { store, pulls } = setup(4);
    store.raiseHasReadSeq('alice', 'si_alice_bob', 1);
    expect(pulls.hasReadAndMaxSeqs('alice', [])).toMatchObject({ si_alice_bob: { maxSeq: 4, hasReadSeq: 1 } });
  });
});
