import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { FriendApplicationItem, GroupApplicationItem } from './contact-types';
import {
  friendApplicationSeenKey,
  seenFriendApplicationsAtom,
  seenGroupApplicationsAtom,
  unhandledFriendApplicationCountAtom,
  unseenApplicationCountAtom,
  unseenFriendApplicationCountAtom,
  unseenGroupApplicationCountAtom,
} from './application-atoms';
import { receivedFriendApplicationsAtom, receivedGroupApplicationsAtom } from './contact-atoms';

const fromBob = { fromUserID: 'bob', toUserID: 'alice', handleResult: 0, createTime: 1 } as FriendApplicationItem;
const fromCarol = { fromUserID: 'carol', toUserID: 'alice', handleResult: 0, createTime: 2 } as FriendApplicationItem;
const answered = { fromUserID: 'dave', toUserID: 'alice', handleResult: 1, createTime: 3 } as FriendApplicationItem;
const intoGroup = { userID: 'erin', groupID: 'g', handleResult: 0, reqTime: 4, createTime: 0 } as GroupApplicationItem;

describe('application badges', () => {
  it('count pending applications not yet seen; the tab shows both kinds together', () => {
    const store = createStore();
    store.set(receivedFriendApplicationsAtom, [fromBob, fromCarol, answered]);
    store.set(receivedGroupApplicationsAtom, [intoGroup]);
    expect(store.get(unhandledFriendApplicationCountAtom)).toBe(2);
    expect(store.get(unseenApplicationCountAtom)).toBe(3);

    store.set(seenFriendApplicationsAtom, new Set([friendApplicationSeenKey(fromBob)]));
    expect(store.get(unseenFriendApplicationCountAtom)).toBe(1);
    store.set(seenGroupApplicationsAtom, new Set(['erin:g:4']));
    expect(store.get(unseenGroupApplicationCountAtom)).toBe(0);
    expect(store.get(unseenApplicationCountAtom)).toBe(1);
    // Seen or not, it is still pending until answered.
    expect(store.get(unhandledFriendApplicationCountAtom)).toBe(2);
  });

  it('counts a new application from the same person again after the old one was seen', () => {
    const store = createStore();
    store.set(seenFriendApplicationsAtom, new Set([friendApplicationSeenKey(fromBob)]));
    store.set(receivedFriendApplicationsAtom, [{ ...fromBob, createTime: 99 }]);
    expect(store.get(unseenFriendApplicationCountAtom)).toBe(1);
  });
});
