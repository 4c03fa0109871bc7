import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { connectionStateAtom } from '../state/connection/connection-atoms';
import { startBrowserOnline, stopBrowserOnline } from './browser-online';

describe('browser online listener', () => {
  it('turns the connection state offline and back as the browser reports it', () => {
    const store = createStore();
    const navigator = { onLine: true };
    const target = Object.assign(new EventTarget(), { navigator }) as unknown as Window;
    store.set(connectionStateAtom, 'online');
    startBrowserOnline(store, target);
    navigator.onLine = false;
    target.dispatchEvent(new Event('offline'));
    expect(store.get(connectionStateAtom)).toBe('offline');
    navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
    expect(store.get(connectionStateAtom)).toBe('online');

    navigator.onLine = false;
    target.dispatchEvent(new Event('offline'));
    stopBrowserOnline();
    // Signed out, no listener is left behind and nothing claims to be offline.
    expect(store.get(connectionStateAtom)).toBe('online');
    target.dispatchEvent(new Event('offline'));
    expect(store.get(connectionStateAtom)).toBe('online');
  });
});
