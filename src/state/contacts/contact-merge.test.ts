import { describe, expect, it } from 'vitest';
import type { FriendApplicationItem, GroupApplicationItem } from './contact-types';
import {
  byNewestApplication,
  isReceivedFriendApplication,
  isReceivedGroupApplication,
  receivedGroupApplicationKey,
  removeByKey,
  upsertByKey,
  userKey,
} from './contact-merge';

describe('upsertByKey', () => {
  it('replaces items with the same key in place and puts new keys first', () => {
    const list = [
      { userID: 'a', nickname: 'Ann' },
      { userID: 'b', nickname: 'Ben' },
    ];
    const merged = upsertByKey(
      list,
      [
        { userID: 'b', nickname: 'Benjamin' },
        { userID: 'c', nickname: 'Cid' },
      ],
      userKey,
    );
    expect(merged).toEqual([
      { userID: 'c', nickname: 'Cid' },
      { userID: 'a', nickname: 'Ann' },
      { userID: 'b', nickname: 'Benjamin' },
    ]);
    expect(list[1]?.nickname).toBe('Ben');
  });

  it('removes by key', () => {
    expect(removeByKey([{ userID: 'a' }, { userID: 'b' }], 'a', userKey)).toEqual([{ userID: 'b' }]);
  });

  it('keys received group applications by applicant and group, so two groups keep two entries', () => {
    const apply = (groupID: string) => ({ userID: 'u1', groupID }) as GroupApplicationItem;
    const list = upsertByKey([apply('g1')], [apply('g2')], receivedGroupApplicationKey);
    expect(list.map((a) => a.groupID)).toEqual(['g2', 'g1']);
  });
});

describe('sorting applications into received and sent', () => {
  it('a friend application is received when the user is its target', () => {
    const application = { fromUserID: 'bob', toUserID: 'alice' } as FriendApplicationItem;
    expect(isReceivedFriendApplication(application, 'alice')).toBe(true);
    expect(isReceivedFriendApplication(application, 'bob')).toBe(false);
  });

  it('a group application is received when the user is not the applicant', () => {
    const application = { userID: 'bob', groupID: 'g' } as GroupApplicationItem;
    expect(isReceivedGroupApplication(application, 'owner')).toBe(true);
    expect(isReceivedGroupApplication(application, 'bob')).toBe(false);
  });

  it('orders applications newest first, by request time when there is one', () => {
    const list = [
      { createTime: 1, reqTime: 0 },
      { createTime: 1, reqTime: 5 },
      { createTime: 3, reqTime: 0 },
    ];
    expect([...list].sort(byNewestApplication)).toEqual([
      { createTime: 1, reqTime: 5 },
      { createTime: 3, reqTime: 0 },
      { createTime: 1, reqTime: 0 },
    ]);
  });
});
