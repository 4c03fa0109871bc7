import { Workbox } from 'workbox-window';
import type { createStore } from 'jotai';
import { coreWarmUpDone, noteRegistration, sdkCoreCached } from '../platform/sdk-core-warmup';
import { offlineReadyAtom, pendingUpdateAtom } from './update-atoms';

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

  // Once a worker serves the app (its own files stored), the SDK core follows; with both the app starts offline,
  // which the user is told once on this browser.
  void navigator.serviceWorker.ready.then(() => tellOfflineReadyOnce(store));

  const registering = workbox.register();
  noteRegistration(registering);
  void registering.then((registration) => {
    // A long-lived installed app would otherwise only look for updates on navigation.
    setInterval(() => {
      if (navigator.onLine && !registration?.installing) void registration?.update();
    }, HOURLY);
  });
}

const OFFLINE_READY_TOLD = 'parley-offline-ready-told';

async function tellOfflineReadyOnce(store: Store): Promise<void> {
  if (localStorage.getItem(OFFLINE_READY_TOLD)) return;
  await coreWarmUpDone();
  if (!(await sdkCoreCached())) return;
  localStorage.setItem(OFFLINE_READY_TOLD, '1');
  store.set(offlineReadyAtom, true);
}
