import type { getSDK } from '@openim/wasm-client-sdk';
import { coreWarmUpDone } from '../platform/sdk-core-warmup';

let goRuntime: Promise<void> | undefined;
let coreWarmUp: Promise<void> | undefined;

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

/** The one SDK instance of the page. */
export async function openIM(): Promise<OpenIM> {
  await loadGoRuntime();
  // Creating the SDK starts the core's download: not while the service worker is downloading it for the SDK.
  await (coreWarmUp ??= coreWarmUpDone());
  // Loaded on first use: merely importing the SDK starts its database worker, which modules that only hold a
  // reference to the facade (and their unit tests) must not do.
  const { getSDK } = await import('@openim/wasm-client-sdk');
  return getSDK({ coreWasmPath: '/openIM.wasm', sqlWasmPath: '/sql-wasm.wasm', debug: false });
}
