import { compileCoreEarly } from '../sdk/core-worker/core-module';
import { readStoredSession } from '../state/session/stored-session';

// main.tsx imports this module first, so that the core's compile, and on a signed-in reload the SDK's worker, start
// before the rest of the start-up code (React, the router, the screens) is evaluated, not after it. The route guard's
// SDK login later uses the same worker (src/sdk/sdk-instance.ts), and finds the stored user's store already open; the
// login screen's start (src/sdk/start-before-sign-in.ts) takes the compiled core.
compileCoreEarly();
const session = readStoredSession();
if (session)
  void import('../sdk/sdk-instance')
    .then(({ openStoreEarly }) => openStoreEarly(session.userID))
    .catch(() => undefined);
