/**
 * An error nobody caught in this worker, or in the SQL worker the SDK spawns from it, is reported at this worker's
 * global scope and, unless handled here, passed on to the page's Worker object, where sdk-proxy.ts rightly takes it
 * for a worker that could not start and fails every call after it. But the SDK throws uncaught in normal use: once a
 * cancelled upload's file is taken from the SQL worker's file map, the core's next read of it throws "file not found"
 * there, and that is how the send ends. On a page such an error was only logged; handled here it is logged too, and
 * the SDK goes on. Only errors before this runs (the worker's own scripts failing to load) still reach the page.
 */
export function containUncaughtErrors(scope: EventTarget, log: (...data: unknown[]) => void = console.error): void {
  scope.addEventListener('error', (event) => {
    event.preventDefault();
    log('Uncaught in the SDK worker:', (event as ErrorEvent).error ?? (event as ErrorEvent).message);
  });
}
