/**
 * The messages between the page and the SDK's worker (sdk-worker.ts). The page asks; the worker answers each call
 * by its id and pushes the SDK's events the page listens to. Everything crossing is structured-cloned: the SDK's
 * arguments (Files included) and its answers are plain data.
 */
import type { getSDK } from '@openim/wasm-client-sdk';

/** The SDK's own surface: the page's handle (sdk-proxy.ts) has it, every method answering with a promise. */
export type SdkFacade = ReturnType<typeof getSDK>;

export type PageToWorker =
  /** First, once: the Go core compiled on the page (core-module.ts), or undefined to have the SDK load it by URL. */
  | { type: 'core'; module: WebAssembly.Module | undefined }
  /** A signed-in start: the stored session's user, whose store the worker opens while the core compiles. */
  | { type: 'open-store'; userID: string }
  | { type: 'call'; id: number; method: string; args: unknown[] }
  /** A function the Go core registered, by name; test builds only (the SDK harness), and only TEST_CORE_FUNCTIONS. */
  | { type: 'core-function'; id: number; name: string; args: unknown[] }
  | { type: 'core-functions'; id: number; names: string[] }
  | { type: 'listen'; event: string }
  | { type: 'unlisten'; event: string };

/** The core functions the SDK harness's conformance tests call directly, bypassing the SDK's JS layer. */
export const TEST_CORE_FUNCTIONS: readonly string[] = ['getUserStatus'];

export type WorkerToPage =
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: unknown }
  | { type: 'event'; event: string; payload: unknown };

/** What the SDK rejects with, made cloneable: its response objects are; an Error keeps its name and message. */
export function cloneableError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message };
  try {
    structuredClone(error);
    return error;
  } catch {
    return JSON.parse(JSON.stringify(error ?? null)) as unknown;
  }
}
