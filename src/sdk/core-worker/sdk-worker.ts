/**
 * The SDK's Go core, its JS layer and (spawned from here) its SQL worker, off the page's main thread. The page talks
 * to it through sdk-proxy.ts: calls by method name, answered by id, and the events it listens to pushed back.
 */
import './worker-scope';
import {
  cloneableError,
  TEST_CORE_FUNCTIONS,
  type PageToWorker,
  type SdkFacade,
  type WorkerToPage,
} from './rpc-protocol';
import { containUncaughtErrors } from './uncaught-errors';
import { storeOpening, type StoreDatabase } from './store-opening';

/** The Go runtime is a classic script that only sets globalThis.Go; served beside the core (parley-sdk-assets). */
const GO_RUNTIME = '/wasm_exec.js';
const CORE_URL = '/openIM.wasm';
const TIMED_CALLS = new Set(['initSDK', 'login']);

interface WorkerScope {
  postMessage(message: WorkerToPage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageToWorker>) => void): void;
}
const scope = globalThis as unknown as WorkerScope & Record<string, unknown>;
containUncaughtErrors(globalThis);

performance.mark('parley:worker-start');

/** The page's first message: the core it compiled (sdk-proxy.ts), or undefined. */
let receiveCore: (module: WebAssembly.Module | undefined) => void = () => undefined;
const coreModule = new Promise<WebAssembly.Module | undefined>((resolve) => (receiveCore = resolve));

const coreReceived = coreModule.then((module) => {
  performance.mark('parley:worker-core-received');
  return module;
});

/**
 * The SDK, and with it its SQL worker, made as soon as the SDK's module is loaded: the core follows from the page.
 * The patched loader (patches/, hunk 5) awaits it, and instantiates a compiled module as it is (else loads the URL).
 */
const sdkMade: Promise<SdkFacade> = (async () => {
  await import(/* @vite-ignore */ GO_RUNTIME);
  const { getSDK } = await import('@openim/wasm-client-sdk');
  performance.mark('parley:worker-sdk-loaded');
  const core = coreReceived.then((module) => module ?? CORE_URL);
  const sdk = getSDK({ coreWasmPath: core as unknown as string, sqlWasmPath: '/sql-wasm.wasm', debug: false });
  takeOverStoreOpening();
  const running = (sdk as unknown as { wasmInitializedPromise?: Promise<unknown> }).wasmInitializedPromise;
  void running?.then(() => performance.mark('parley:worker-core-running'));
  return sdk;
})();

/** Calls wait for the core, as they did when the SDK was made only then: none reaches a core that is not there. */
const sdkReady: Promise<SdkFacade> = Promise.all([sdkMade, coreReceived]).then(([sdk]) => sdk);

let database: StoreDatabase | undefined;
const store = storeOpening(() => {
  if (!database) throw new Error('no database functions');
  return database;
});

/**
 * The loader put the SQL worker's database functions on the worker's scope for the core (initDatabaseAPI; its
 * `close` shadows the scope's own, which would end the worker). The core's opening of its store now goes through
 * the early opening (store-opening.ts).
 */
function takeOverStoreOpening(): void {
  const functions = scope as unknown as StoreDatabase;
  if (!Object.hasOwn(scope, 'initDB') || !Object.hasOwn(scope, 'close')) return;
  database = { initDB: functions.initDB.bind(scope), close: functions.close.bind(scope) };
  functions.initDB = (userID, directory) => store.initDB(userID, directory);
}

const forwarders = new Map<string, (payload: unknown) => void>();

function post(message: WorkerToPage): void {
  try {
    scope.postMessage(message);
  } catch {
    // Not cloneable (never seen from the SDK): send what JSON keeps of it.
    scope.postMessage(JSON.parse(JSON.stringify(message)) as WorkerToPage);
  }
}

async function answer(id: number, run: () => unknown): Promise<void> {
  try {
    post({ type: 'result', id, ok: true, value: await run() });
  } catch (error) {
    post({ type: 'result', id, ok: false, error: cloneableError(error) });
  }
}

async function handle(message: PageToWorker): Promise<void> {
  if (message.type === 'core') {
    receiveCore(message.module);
    return;
  }
  if (message.type === 'open-store') {
    void sdkMade.then(() => store.open(message.userID)).catch(() => undefined);
    return;
  }
  let sdk: SdkFacade;
  try {
    sdk = await sdkReady;
  } catch (error) {
    // The Go runtime or the SDK's module did not load (offline with nothing cached): every call fails with why.
    if ('id' in message) post({ type: 'result', id: message.id, ok: false, error: cloneableError(error) });
    return;
  }
  const methods = sdk as unknown as Record<string, (...args: unknown[]) => unknown>;
  switch (message.type) {
    case 'call': {
      const method = methods[message.method];
      // Called on the SDK: most of its methods are bound arrows, but some (exportDB) are on its prototype and use
      // `this`. A method the SDK lacks fails as calling it on the SDK itself would.
      const started = performance.now();
      await answer(message.id, async () => {
        if (!method) throw new TypeError(`sdk.${message.method} is not a function`);
        if (message.method === 'login') await store.beforeLogin((message.args[0] as { userID: string }).userID);
        return method.apply(sdk, message.args);
      });
      // The start-up calls, timed where they run (bench/reload.ts reads them).
      if (TIMED_CALLS.has(message.method)) performance.measure(`parley:worker-${message.method}`, { start: started });
      return;
    }
    case 'core-function': {
      // Only the SDK's methods otherwise: a core function by name only in the SDK harness's build, from a short list.
      const allowed = __SDK_TEST_HOOKS__ && TEST_CORE_FUNCTIONS.includes(message.name);
      const fn = allowed ? scope[message.name] : undefined;
      await answer(message.id, () =>
        typeof fn === 'function'
          ? (fn as (...args: unknown[]) => unknown)(...message.args)
          : Promise.reject(new TypeError(`${message.name} is not a core function the worker calls`)),
      );
      return;
    }
    case 'core-functions':
      // Which core functions are registered (the conformance suite's "not in the wasm" check); test builds only.
      await answer(message.id, () =>
        __SDK_TEST_HOOKS__ ? message.names.filter((name) => typeof scope[name] === 'function') : [],
      );
      return;
    case 'listen': {
      if (forwarders.has(message.event)) return;
      const forward = (payload: unknown) => post({ type: 'event', event: message.event, payload });
      forwarders.set(message.event, forward);
      sdk.on(message.event as never, forward);
      return;
    }
    case 'unlisten': {
      const forward = forwarders.get(message.event);
      if (!forward) return;
      forwarders.delete(message.event);
      sdk.off(message.event as never, forward);
      return;
    }
  }
}

scope.addEventListener('message', (event) => void handle(event.data));
