import { openIM } from './sdk-instance';

let stop: (() => void) | undefined;

/**
 * Tells the SDK when the page is hidden or shown (product-spec §4): in background mode it delivers new messages
 * through OnRecvOfflineNewMessages instead (deltas.md 5). Started with the session, stopped at logout.
 */
export function startAppVisibility(): void {
  if (stop) return;
  const report = () => {
    void openIM()
      .then((im) => im.setAppBackgroundStatus(document.visibilityState === 'hidden'))
      .catch(() => undefined);
  };
  document.addEventListener('visibilitychange', report);
  stop = () => document.removeEventListener('visibilitychange', report);
  // A session can start in a hidden tab (a reload in the background).
  if (document.visibilityState === 'hidden') report();
}

export function stopAppVisibility(): void {
  stop?.();
  stop = undefined;
}
