import { readStoredSession } from '../state/session/stored-session';

// main.tsx imports this module first. On a signed-in reload it starts the SDK's worker and the core's compile before
// the rest of the start-up code (React, the router, the screens) is evaluated: the import is awaited, so that code
// waits the few milliseconds the SDK's small starting chunk takes to load. Not awaited, the start came only after all
// of it had been evaluated (40-110 ms later on a warm reload: bench/reload.ts, phases `app-start` → `sdk-start`).
// The route guard's SDK login later uses the same worker (src/sdk/sdk-instance.ts), and finds the stored user's store
// already open.
performance.mark('parley:app-start');
const session = readStoredSession();
if (session) {
  try {
    const { openStoreEarly } = await import('../sdk/sdk-instance');
    openStoreEarly(session.userID);
  } catch {
    // The chunk did not load (offline with an old cache): the route guard's login starts the SDK as before.
  }
}
