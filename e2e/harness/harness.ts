import { CbEvents, getSDK } from '@openim/wasm-client-sdk';

/**
 * The real SDK, unwrapped, for conformance tests and benchmarks that assert on what the SDK itself
 * returns and emits. The app never loads this page.
 */
const harness = {
  CbEvents,
  sdk: () => getSDK({ coreWasmPath: '/openIM.wasm', sqlWasmPath: '/sql-wasm.wasm', debug: false }),
  crossOriginIsolated: () => globalThis.crossOriginIsolated,
};

declare global {
  interface Window {
    parleyHarness: typeof harness;
  }
}

window.parleyHarness = harness;
document.body.dataset.ready = 'true';
