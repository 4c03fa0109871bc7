import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { notePeerInput, typingPeersAtom } from './typing-atoms';

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
