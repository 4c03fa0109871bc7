import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { conversationsAtom, storedConversationsAtom } from '../state/conversations/conversation-atoms';
import { totalUnreadCountAtom } from '../state/conversations/unread-atoms';
import { SNAPSHOT_SIZE } from '../state/conversations/conversation-snapshot';
import type { ConversationItem } from '../state/sdk-types';
import { forgetSnapshotAtLogout, restoreConversationSnapshot } from './conversation-snapshot';

const rows = (count: number, prefix = 'c') =>
  Array.from(
    { length: count },
    (_, i) => ({ conversationID: `${prefix}${i}`, showName: `Row ${i}` }) as ConversationItem,
  );

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => {
  forgetSnapshotAtLogout(createStore(), memoryStorage());
  vi.useRealTimers();
});

describe('the stored top of the conversation list', () => {
  it('is written once the list settles, and paints the next visit before the SDK answers', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const firstVisit = createStore();
    restoreConversationSnapshot(firstVisit, 'alice', storage);
    firstVisit.set(conversationsAtom, rows(100));
    firstVisit.set(totalUnreadCountAtom, 7);
    vi.advanceTimersByTime(1000);

    const reload = createStore();
    restoreConversationSnapshot(reload, 'alice', storage);
    expect(reload.get(storedConversationsAtom).map((c) => c.conversationID)).toEqual(
      rows(SNAPSHOT_SIZE).map((c) => c.conversationID),
    );
    expect(reload.get(totalUnreadCountAtom)).toBe(7);
  });

  it("never shows another account's rows", () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const alice = createStore();
    restoreConversationSnapshot(alice, 'alice', storage);
    alice.set(conversationsAtom, rows(3));
    vi.advanceTimersByTime(1000);

    const bob = createStore();
    restoreConversationSnapshot(bob, 'bob', storage);
    expect(bob.get(storedConversationsAtom)).toEqual([]);
  });

  it('is offered to the list screen only: the list every other screen acts on stays the SDK’s', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const earlier = createStore();
    restoreConversationSnapshot(earlier, 'alice', storage);
    earlier.set(conversationsAtom, rows(3, 'old'));
    vi.advanceTimersByTime(1000);

    const current = createStore();
    restoreConversationSnapshot(current, 'alice', storage);
    expect(current.get(conversationsAtom)).toEqual([]);
    expect(current.get(storedConversationsAtom).map((c) => c.conversationID)).toEqual(['old0', 'old1', 'old2']);
  });

  it('is gone after logout, and the cleared list is not written back', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const session = createStore();
    restoreConversationSnapshot(session, 'alice', storage);
    session.set(conversationsAtom, rows(3));
    vi.advanceTimersByTime(1000);
    session.set(conversationsAtom, rows(4));
    forgetSnapshotAtLogout(session, storage);
    session.set(conversationsAtom, []);
    vi.advanceTimersByTime(1000);

    expect(storage.length).toBe(0);
    expect(session.get(storedConversationsAtom)).toEqual([]);
  });
});

describe('when the stored copy is written', () => {
  it('is not put off by a list that keeps changing', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const session = createStore();
    restoreConversationSnapshot(session, 'alice', storage);
    for (let change = 1; change <= 10; change++) {
      session.set(conversationsAtom, rows(change));
      vi.advanceTimersByTime(300);
    }
    expect(JSON.parse(storage.getItem('parley.conversationSnapshot')!).conversations.length).toBeGreaterThan(1);
  });

  it('is written at once when the page goes away', () => {
    const storage = memoryStorage();
    const session = createStore();
    restoreConversationSnapshot(session, 'alice', storage);
    session.set(conversationsAtom, rows(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.getItem('parley.conversationSnapshot')!).conversations).toHaveLength(5);
  });
});
