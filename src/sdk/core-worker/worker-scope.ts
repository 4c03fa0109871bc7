/**
 * The SDK's JS layer and its Go core were written for a page: the layer registers the core's database functions on
 * `window` and checks `typeof window` before it starts anything, and the core finds them, and registers its own, on
 * the global object. In a dedicated worker that global is `self`; naming it `window` too is all they need (they use
 * nothing of the DOM: WebSocket, fetch, Cache Storage, IndexedDB and nested workers are all there). Imported first,
 * before the SDK's module runs.
 */
const scope = globalThis as unknown as { window?: unknown };
scope.window = globalThis;

export {};
