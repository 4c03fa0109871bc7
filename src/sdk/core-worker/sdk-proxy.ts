import { compileCore } from './core-module';
import type { PageToWorker, SdkFacade, WorkerToPage } from './rpc-protocol';

type Listener = (payload: never) => void;

interface Pending {
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/**
 * The page's side of the SDK worker: an object with the SDK's own surface (every method answers with a promise, as
 * the SDK's do; on and off keep the listeners here and ask the worker to forward an event only while someone
 * listens). Any method name is forwarded, so a method the worker's SDK lacks fails as it would on the SDK itself.
 */
export interface SdkWorkerPort {
  readonly sdk: SdkFacade;
  /** A function the Go core registered on its global scope (the SDK harness's conformance tests call some). */
  coreFunction(name: string, ...args: unknown[]): Promise<unknown>;
  /** Which of these names the Go core registered as functions. */
  coreFunctions(names: string[]): Promise<string[]>;
  /** A signed-in start: the worker opens this user's store while the core compiles (store-opening.ts). */
  openStore(userID: string): void;
}

export function connectSdkWorker(worker: Worker): SdkWorkerPort {
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<Listener>>();
  let nextID = 1;
  let broken: unknown;

  const send = (message: PageToWorker) => worker.postMessage(message);
  type Request = PageToWorker extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;
  const request = (message: Request): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (broken !== undefined) return reject(broken);
      const id = nextID++;
      pending.set(id, { resolve, reject });
      try {
        send({ ...message, id } as PageToWorker);
      } catch (error) {
        // An argument that cannot be cloned (a function, say) fails the call, not the page.
        pending.delete(id);
        reject(error);
      }
    });

  worker.addEventListener('message', (event: MessageEvent<WorkerToPage>) => {
    const message = event.data;
    if (message.type === 'event') {
      for (const listener of listeners.get(message.event) ?? []) listener(message.payload as never);
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(message.error);
  });
  // The worker's script failed to load or threw at the top: nothing it was asked will be answered.
  worker.addEventListener('error', (event) => {
    broken = { errMsg: `SDK worker failed: ${event.message || 'could not start'}` };
    for (const call of pending.values()) call.reject(broken);
    pending.clear();
  });

  const emitter = {
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
        send({ type: 'listen', event });
      }
      set.add(listener);
      return sdk;
    },
    off(event: string, listener: Listener) {
      const set = listeners.get(event);
      if (set?.delete(listener) && set.size === 0) {
        listeners.delete(event);
        send({ type: 'unlisten', event });
      }
      return sdk;
    },
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload as never);
      return sdk;
    },
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const sdk = new Proxy(emitter, {
    get(target, property) {
      if (typeof property !== 'string') return undefined;
      if (property in target) return target[property as keyof typeof target];
      // Not a thenable: `await openIM()` must give this object, not call a remote `then`.
      if (property === 'then') return undefined;
      let method = methods.get(property);
      if (!method) {
        method = (...args: unknown[]) => request({ type: 'call', method: property, args });
        methods.set(property, method);
      }
      return method;
    },
  }) as unknown as SdkFacade;

  return {
    sdk,
    coreFunction: (name, ...args) => request({ type: 'core-function', name, args }),
    coreFunctions: (names) => request({ type: 'core-functions', names }) as Promise<string[]>,
    openStore: (userID) => send({ type: 'open-store', userID }),
  };
}

/**
 * Starts the worker that runs the SDK (its Go core and its SQL worker) and connects to it. The core is compiled
 * here, once `coreMayLoad` settles, while the worker loads its scripts, and handed to it (core-module.ts says why
 * here).
 */
export function startSdkWorker(coreMayLoad: Promise<void> = Promise.resolve()): SdkWorkerPort {
  const worker = new Worker(new URL('./sdk-worker.ts', import.meta.url), { type: 'module', name: 'openim-sdk' });
  void coreMayLoad
    .catch(() => undefined)
    .then(compileCore)
    .then((module) => worker.postMessage({ type: 'core', module } satisfies PageToWorker));
  return connectSdkWorker(worker);
}
