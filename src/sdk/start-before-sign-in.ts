import { coreDownloadShareable } from '../platform/sdk-core-warmup';
import { onIdle } from '../platform/on-idle';

/**
 * The login screen starts the SDK's worker and the core's download and compile once the browser is idle after its
 * first paint, so that they run while the person types (OpenIM's own clients start their core with the page); the
 * sign-in then waits only for the core's login. The SDK's chunk is imported here, not by the screen, so the login
 * form's own code stays as small as it was. Returns the cancel for a screen left before the browser was idle.
 */
export function startSdkWhenIdle(): () => void {
  let cancelled = false;
  // A first visit's service worker downloads the core in its install: the early start shares that download.
  const start = () =>
    void coreDownloadShareable()
      .then(() => (cancelled ? undefined : import('./sdk-instance')))
      .then((sdk) => sdk?.startSdkWorkerNow())
      .catch(() => undefined);
  const cancelStart = onIdle(start, { fallbackMs: 500 });
  return () => {
    cancelled = true;
    cancelStart();
  };
}
