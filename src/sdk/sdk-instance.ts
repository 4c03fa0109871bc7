import { coreWarmUpDone } from '../platform/sdk-core-warmup';
import type { SdkFacade } from './core-worker/rpc-protocol';
import { startSdkWorker, type SdkWorkerPort } from './core-worker/sdk-proxy';

let port: SdkWorkerPort | undefined;

export type OpenIM = SdkFacade;

/**
 * The SDK runs in a worker of its own (core-worker/): its Go core, its JS layer and its SQL worker never take the
 * page's main thread. This is the page's handle on it, with the SDK's own surface.
 */
export function openIM(): Promise<OpenIM> {
  return Promise.resolve(sdkPort().sdk);
}

/** A signed-in start: the SDK's worker opens the stored user's store while the core compiles. */
export function openStoreEarly(userID: string): void {
  sdkPort().openStore(userID);
}

/** Before any sign-in (start-before-sign-in.ts): the worker starts and the core compiles; no store opens yet. */
export function startSdkWorkerNow(): void {
  sdkPort();
}

function sdkPort(): SdkWorkerPort {
  if (!port) {
    // Marks for the benches' phases (bench/support/start-phases.ts).
    performance.mark('parley:sdk-start');
    // The worker loads its scripts at once; the core's download waits while the service worker is downloading it
    // for the SDK, so that it is downloaded once.
    const coreMayLoad = coreWarmUpDone().then(() => void performance.mark('parley:sdk-core-cached'));
    port = startSdkWorker(coreMayLoad);
  }
  return port;
}
