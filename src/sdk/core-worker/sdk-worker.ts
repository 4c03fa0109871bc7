/**
 * The SDK's Go core, its JS layer and (spawned from here) its SQL worker, off the page's main thread. The page talks
 * to it through sdk-proxy.ts: calls by method name, answered by id, and the events it listens to pushed back.
 */
import './worker-scope';
import { cloneableError, type PageToWorker, type SdkFacade, type WorkerToPage } from './rpc-protocol';

/** The Go runtime is a classic script that only sets globalThis.Go; served beside the core (parley-sdk-assets). */
const GO_RUNTIME = '/wasm_exec.js';

interface WorkerScope {
  postMessage(message: WorkerToPage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageToWorker>) => void): void;
}
const scope = globalThis as unknown as WorkerScope & Record<string, unknown>;

const sdkReady: Promise<SdkFacade> = (async () => {
  await import(/* @vite-ignore */ GO_RUNTIME);
  const { getSDK } = await import('@openim/wasm-client-sdk');
  return getSDK({ coreWasmPath: '/openIM.wasm', sqlWasmPath: '/sql-wasm.wasm', debug: false });
})();

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
      await answer(message.id, () =>
        method
          ? method.apply(sdk, message.args)
          : Promise.reject(new TypeError(`sdk.${message.method} is not a function`)),
      );
      return;
    }
    case 'core-function': {
      const fn = scope[message.name];
      await answer(message.id, () =>
        typeof fn === 'function'
          ? (fn as (...args: unknown[]) => unknown)(...message.args)
          : Promise.reject(new TypeError(`${message.name} is not a function`)),
      );
      return;
    }
    case 'core-functions':
      await answer(message.id, () => message.names.filter((name) => typeof scope[name] === 'function'));
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
