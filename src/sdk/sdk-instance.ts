import type { getSDK } from '@openim/wasm-client-sdk';

let goRuntime: Promise<void> | undefined;
let warmUp: Promise<void> | undefined;

/** The SDK's Go runtime (wasm_exec.js) must be a classic script on the page before the core starts. */
function loadGoRuntime(): Promise<void> {
  goRuntime ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/wasm_exec.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('could not load wasm_exec.js'));
    document.head.append(script);
  });
  return goRuntime;
}

export type OpenIM = ReturnType<typeof getSDK>;

/**
 * The service worker's install downloads the core into the SDK's own cache (sw/sdk-core.ts). A sign-in while
 * that download runs found the cache empty and made the SDK's loader download the 35.7 MB core a second time
 * (60 s instead of 26 s on a 1.6 Mbps link), so the loader waits for the install to settle and then reads the
 * cache. A failed install settles too ('redundant'), and the loader then downloads the core itself.
 */
async function coreWarmUpSettled(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const installing = (await navigator.serviceWorker.getRegistration())?.installing;
  if (!installing) return;
  await new Promise<void>((resolve) => {
    const settle = () => {
      if (installing.state !== 'installing') resolve();
    };
    installing.addEventListener('statechange', settle);
    settle();
  });
}

/** The one SDK instance of the page. */
export async function openIM(): Promise<OpenIM> {
  await Promise.all([loadGoRuntime(), (warmUp ??= coreWarmUpSettled())]);
  // Loaded on first use: merely importing the SDK starts its database worker, which modules that only hold a
  // reference to the facade (and their unit tests) must not do.
  const { getSDK } = await import('@openim/wasm-client-sdk');
  return getSDK({ coreWasmPath: '/openIM.wasm', sqlWasmPath: '/sql-wasm.wasm', debug: false });
}
