import type { createStore } from 'jotai';
import { browserOnlineAtom } from '../state/connection/connection-atoms';

type Store = ReturnType<typeof createStore>;

let stop: (() => void) | undefined;

/** Keeps browserOnlineAtom on navigator.onLine, so the connection state says 'offline' at once. */
export function startBrowserOnline(store: Store, target: Window = window): void {
  if (stop) return;
  const update = () => store.set(browserOnlineAtom, target.navigator.onLine);
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  stop = () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
    store.set(browserOnlineAtom, true);
  };
  update();
}

export function stopBrowserOnline(): void {
  stop?.();
  stop = undefined;
}
