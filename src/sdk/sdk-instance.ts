import { coreWarmUpDone } from '../platform/sdk-core-warmup';
import type { SdkFacade } from './core-worker/rpc-protocol';
import { startSdkWorker, type SdkWorkerPort } from './core-worker/sdk-proxy';

let port: Promise<SdkWorkerPort> | undefined;

export type OpenIM = SdkFacade;

/**
 * The SDK runs in a worker of its own (core-worker/): its Go core, its JS layer and its SQL worker never take the
 * page's main thread. This is the page's handle on it, with the SDK's own surface.
 */
export async function openIM(): Promise<OpenIM> {
  port ??= (async () => {
    // Starting the SDK starts the core's download: not while the service worker is downloading it for the SDK.
    await coreWarmUpDone();
    return startSdkWorker();
  })();
  return (await port).sdk;
}
