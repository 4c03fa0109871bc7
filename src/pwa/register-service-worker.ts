import { Workbox } from 'workbox-window';
import type { createStore } from 'jotai';
import { pendingUpdateAtom } from './update-atoms';

type Store = ReturnType<typeof createStore>;

const HOURLY = 60 * 60 * 1000;

export function registerServiceWorker(store: Store): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    store.set(pendingUpdateAtom, () => () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  void workbox.register().then((registration) => {
    // A long-lived installed app would otherwise only look for updates on navigation.
    setInterval(() => {
      if (navigator.onLine && !registration?.installing) void registration?.update();
    }, HOURLY);
  });
}
