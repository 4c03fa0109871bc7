import { readStoredSession } from '../state/session/stored-session';

// main.tsx imports this module first, so that a signed-in reload starts the SDK's worker and the core's compile
// before the rest of the start-up code (React, the router, the screens) is evaluated, not after it. The route guard's
// SDK login later uses the same worker (src/sdk/sdk-instance.ts), and finds the stored user's store already open.
const session = readStoredSession();
if (session)
  void import('../sdk/sdk-instance')
    .then(({ openStoreEarly }) => openStoreEarly(session.userID))
    .catch(() => undefined);
