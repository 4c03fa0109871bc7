import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { browserOnlineAtom, connectionStateAtom } from './connection-atoms';

describe('connection state', () => {
  it('says offline while the browser is offline, then what the SDK last reported', () => {
    const store = createStore();
    store.set(connectionStateAtom, 'online');
    store.set(browserOnlineAtom, false);
    expect(store.get(connectionStateAtom)).toBe('offline');
    // The SDK keeps reporting meanwhile; its latest word counts once the network is back.
    store.set(connectionStateAtom, 'connecting');
    expect(store.get(connectionStateAtom)).toBe('offline');
    store.set(browserOnlineAtom, true);
    expect(store.get(connectionStateAtom)).toBe('connecting');
  });
});
