import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import {
  blackListAtom,
  contactOwnerAtom,
  friendsAtom,
  groupsAtom,
  receivedFriendApplicationsAtom,
  receivedGroupApplicationsAtom,
  sentFriendApplicationsAtom,
  sentGroupApplicationsAtom,
} from '../state/contacts/contact-atoms';
import type { FriendApplicationItem, GroupApplicationItem, GroupItem } from '../state/contacts/contact-types';

// The SDK package starts its worker on import; its event names are the same strings as their keys.
vi.mock('@openim/wasm-client-sdk', () => ({
  CbEvents: new Proxy({}, { get: (_target, key) => key }),
}));

const joinedGroups = vi.hoisted(() => ({
  list: [] as Array<{ groupID: string; groupName: string }>,
  reads: 0,
  /** While set, a read has taken its page but answers only when this settles: a slow reread. */
  gate: undefined as Promise<void> | undefined,
}));
vi.mock('./sdk-instance', () => ({
  openIM: () =>
    Promise.resolve({
      getJoinedGroupListPage: ({ offset, count }: { offset: number; count: number }) => {
        const page = joinedGroups.list.slice(offset, offset + count);
        joinedGroups.reads++;
        return (joinedGroups.gate ?? Promise.resolve()).then(() => ({ data: page }));
      },
    }),
}));

const { loadGroups, subscribeContactEvents } = await import('./contacts');

/** The store, wired to a fake event source; `emit` fires an SDK event the way the session's `on` delivers it. */
function wiredStore(owner: string | null = 'alice') {
  const store = createStore();
  store.set(contactOwnerAtom, owner);
  const handlers = new Map<string, Array<(data: unknown) => void>>();
  subscribeContactEvents(store, (event, handler) =>
    handlers.set(event, [...(handlers.get(event) ?? []), handler as (data: unknown) => void]),
  );
  const emit = (event: string, data: unknown) => handlers.get(event)?.forEach((handler) => handler(data));
  return { store, emit };
}

const friendApplication = (from: string, to: string, handleResult = 0) =>
  ({ fromUserID: from, toUserID: to, handleResult, createTime: 1 }) as FriendApplicationItem;
const groupApplication = (userID: string, groupID: string, handleResult = 0) =>
  ({ userID, groupID, handleResult, createTime: 1 }) as GroupApplicationItem;

describe('subscribeContactEvents', () => {
  it('files friend applications as received or sent, and an answer replaces the pending one', () => {
    const { store, emit } = wiredStore();
    emit('OnFriendApplicationAdded', friendApplication('bob', 'alice'));
    emit('OnFriendApplicationAdded', friendApplication('alice', 'carol'));
    emit('OnFriendApplicationAccepted', friendApplication('bob', 'alice', 1));
    emit('OnFriendApplicationRejected', friendApplication('alice', 'carol', -1));
    expect(store.get(receivedFriendApplicationsAtom)).toEqual([friendApplication('bob', 'alice', 1)]);
    expect(store.get(sentFriendApplicationsAtom)).toEqual([friendApplication('alice', 'carol', -1)]);
  });

  it('files group applications as received unless the user is the applicant', () => {
    const { store, emit } = wiredStore();
    emit('OnGroupApplicationAdded', groupApplication('bob', 'g1'));
    emit('OnGroupApplicationAdded', groupApplication('bob', 'g2'));
    emit('OnGroupApplicationAdded', groupApplication('alice', 'g3'));
    emit('OnGroupApplicationAccepted', groupApplication('bob', 'g1', 1));
    emit('OnGroupApplicationAccepted', groupApplication('alice', 'g3', 1));
    expect(store.get(receivedGroupApplicationsAtom)).toEqual([
      groupApplication('bob', 'g2'),
      groupApplication('bob', 'g1', 1),
    ]);
    expect(store.get(sentGroupApplicationsAtom)).toEqual([groupApplication('alice', 'g3', 1)]);
  });

  it('leaves applications to the start-up load while the owner is not known yet', () => {
    const { store, emit } = wiredStore(null);
    emit('OnFriendApplicationAdded', friendApplication('bob', 'alice'));
    emit('OnGroupApplicationAdded', groupApplication('bob', 'g1'));
    expect(store.get(receivedFriendApplicationsAtom)).toEqual([]);
    expect(store.get(sentFriendApplicationsAtom)).toEqual([]);
    expect(store.get(receivedGroupApplicationsAtom)).toEqual([]);
  });

  it('adds, changes and removes friends and blacklist entries by user', () => {
    const { store, emit } = wiredStore();
    emit('OnFriendAdded', { userID: 'bob', nickname: 'Bob' });
    emit('OnFriendAdded', { userID: 'carol', nickname: 'Carol' });
    emit('OnFriendInfoChanged', { userID: 'bob', nickname: 'Robert' });
    emit('OnFriendDeleted', { userID: 'carol' });
    expect(store.get(friendsAtom)).toEqual([{ userID: 'bob', nickname: 'Robert' }]);

    emit('OnBlackAdded', { userID: 'mallory' });
    emit('OnBlackAdded', { userID: 'mallory' });
    expect(store.get(blackListAtom)).toEqual([{ userID: 'mallory' }]);
    emit('OnBlackDeleted', { userID: 'mallory' });
    expect(store.get(blackListAtom)).toEqual([]);
  });

  it('follows joined groups; an unknown group’s change rereads the joined list instead of adding it', async () => {
    const { store, emit } = wiredStore();
    emit('OnJoinedGroupAdded', { groupID: 'g1', groupName: 'One' });
    emit('OnGroupInfoChanged', { groupID: 'g1', groupName: 'Uno' });
    expect(store.get(groupsAtom)).toEqual([{ groupID: 'g1', groupName: 'Uno' }]);

    // A group only looked at is not joined: its change leaves the list as the SDK has it.
    joinedGroups.list = [{ groupID: 'g1', groupName: 'Uno' }];
    emit('OnGroupInfoChanged', { groupID: 'elsewhere', groupName: 'Other' } as GroupItem);
    await vi.waitFor(() => expect(store.get(groupsAtom)).toEqual(joinedGroups.list));

    // A group joined after its info was looked up comes only as a change: the reread finds it.
    joinedGroups.list = [
      { groupID: 'g1', groupName: 'Uno' },
      { groupID: 'g2', groupName: 'Two' },
    ];
    emit('OnGroupInfoChanged', { groupID: 'g2', groupName: 'Two' });
    await vi.waitFor(() => expect(store.get(groupsAtom).map((group) => group.groupID)).toEqual(['g1', 'g2']));

    emit('OnJoinedGroupDeleted', { groupID: 'g1' });
    expect(store.get(groupsAtom).map((group) => group.groupID)).toEqual(['g2']);
  });

  it('keeps a group joined while a reread that missed it is still under way', async () => {
    const { store, emit } = wiredStore();
    joinedGroups.list = [];
    let answer = () => {};
    joinedGroups.gate = new Promise<void>((resolve) => (answer = resolve));
    const readsBefore = joinedGroups.reads;
    const slowReread = loadGroups(store);
    await vi.waitFor(() => expect(joinedGroups.reads).toBeGreaterThan(readsBefore));

    joinedGroups.list = [{ groupID: 'g3', groupName: 'Three' }];
    joinedGroups.gate = undefined;
    emit('OnJoinedGroupAdded', { groupID: 'g3', groupName: 'Three' });
    answer();
    await slowReread;
    await vi.waitFor(() => expect(store.get(groupsAtom).map((group) => group.groupID)).toEqual(['g3']));
    // Settled: no later reread undoes it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(groupsAtom).map((group) => group.groupID)).toEqual(['g3']);
  });
});
