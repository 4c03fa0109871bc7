/**
 * The service worker's install fills the SDK's own cache with openIM.wasm (sw/sdk-core.ts), so that an install made
 * online starts offline. An SDK started during that install finds the cache still empty and downloads the core a
 * second time: 4.7 MB compressed, 23 s on a slow link (issue 18). Waiting for the install to finish shares the one
 * download; the SDK then checks the cached copy with a HEAD request and uses it.
 */

/** Never hold the SDK back longer than this: an install that hangs must not keep the app from starting. */
const MAX_WAIT_MS = 60_000;

export async function coreWarmUpDone(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const installing = registration?.installing;
  if (!installing) return;
  await new Promise<void>((resolve) => {
    const finish = () => {
      if (installing.state === 'installing') return;
      clearTimeout(timer);
      installing.removeEventListener('statechange', finish);
      resolve();
    };
    const timer = setTimeout(() => {
      installing.removeEventListener('statechange', finish);
      resolve();
    }, MAX_WAIT_MS);
    installing.addEventListener('statechange', finish);
    finish();
  });
}
