import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { notePeerInput, notePeerMessage, typingPeersAtom } from './typing-atoms';

describe('notePeerInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const typing = { conversationID: 'si_a_b', userID: 'b', platformIDs: [5] };
  const stopped = { ...typing, platformIDs: [] };

  it('shows the peer typing and clears it 2000 ms after the last sign', () => {
    const store = createStore();
    notePeerInput(store, typing);
    expect(store.get(typingPeersAtom)).toEqual({ si_a_b: 'b' });
    vi.advanceTimersByTime(1500);
    notePeerInput(store, typing);
    vi.advanceTimersByTime(1500);
    expect(store.get(typingPeersAtom)).toEqual({ si_a_b: 'b' });
    vi.advanceTimersByTime(500);
    expect(store.get(typingPeersAtom)).toEqual({});
  });

  it('clears soon after the peer stops, unless the peer starts again at once', () => {
    const store = createStore();
    notePeerInput(store, typing);
    notePeerInput(store, stopped);
    notePeerInput(store, typing);
    vi.advanceTimersByTime(1000);
    expect(store.get(typingPeersAtom)).toEqual({ si_a_b: 'b' });
    notePeerInput(store, stopped);
    vi.advanceTimersByTime(300);
    expect(store.get(typingPeersAtom)).toEqual({});
  });

  it('ignores a stop for a conversation nobody is typing in', () => {
    const store = createStore();
    notePeerInput(store, stopped);
    expect(store.get(typingPeersAtom)).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('notePeerMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends the peer’s typing when the peer’s message arrives, and leaves other chats and senders alone', () => {
    const store = createStore();
    notePeerInput(store, { conversationID: 'si_a_b', userID: 'b', platformIDs: [5] });
    notePeerInput(store, { conversationID: 'si_a_c', userID: 'c', platformIDs: [5] });
    notePeerMessage(store, 'si_a_b', 'a');
    expect(store.get(typingPeersAtom)).toEqual({ si_a_b: 'b', si_a_c: 'c' });
    notePeerMessage(store, 'si_a_b', 'b');
    expect(store.get(typingPeersAtom)).toEqual({ si_a_c: 'c' });
    // Its pending clear is gone with it: only the other chat's timer is left.
    expect(vi.getTimerCount()).toBe(1);
  });
});
