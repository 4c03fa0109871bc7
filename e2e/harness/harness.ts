import { CbEvents } from '@openim/wasm-client-sdk';
import { startSdkWorker } from '../../src/sdk/core-worker/sdk-proxy';

/**
 * The real SDK, unwrapped, for conformance tests and benchmarks that assert on what the SDK itself
 * returns and emits. The app never loads this page. The SDK runs in its worker, as in the app
 * (src/sdk/core-worker/): `sdk()` is the page's handle on it, with the SDK's own surface.
 */
interface RecordedEvent {
  name: string;
  data: unknown;
  errCode?: number;
  errMsg?: string;
  at: number;
}

const events: RecordedEvent[] = [];
let port: ReturnType<typeof startSdkWorker> | undefined;
const sdkPort = () => (port ??= startSdkWorker());
const sdk = () => sdkPort().sdk;
let listening = false;

/** Records every SDK event, plus the background-mode event whose constant is misspelt (deltas.md 5). */
function recordEvents(): void {
  if (listening) return;
  listening = true;
  const names = new Set<string>([...Object.values(CbEvents), 'OnRecvOfflineNewMessages']);
  for (const name of names) {
    sdk().on(name as CbEvents, (payload: { data?: unknown; errCode?: number; errMsg?: string }) => {
      events.push({ name, data: payload?.data, errCode: payload?.errCode, errMsg: payload?.errMsg, at: Date.now() });
    });
  }
}

const harness = {
  CbEvents,
  sdk,
  events,
  crossOriginIsolated: () => globalThis.crossOriginIsolated,
  /** A function the Go core registered on its (the worker's) global scope, called directly, bypassing the SDK's JS. */
  coreFunction: (name: string, ...args: unknown[]) => sdkPort().coreFunction(name, ...args),
  /** Which of these names the Go core registered as functions. */
  coreFunctions: (names: string[]) => sdkPort().coreFunctions(names),
  /** `verbose` prints the SDK's own log lines to the console, to debug the server against it. */
  async login(userID: string, token: string, platformID = 5, verbose = false) {
    recordEvents();
    const origin = location.origin;
    return sdk().login({
      userID,
      token,
      platformID,
      apiAddr: `${origin}/api`,
      wsAddr: `${origin.replace(/^http/, 'ws')}/msg_gateway`,
      logLevel: verbose ? 6 : 3,
      isLogStandardOutput: verbose,
    });
  },
};

declare global {
  interface Window {
    parleyHarness: typeof harness;
  }
}

window.parleyHarness = harness;
document.body.dataset.ready = 'true';
