import { openIM } from './sdk-instance';

/**
 * Starts the SDK's worker and its core while a sign-in is still being checked: the core's compile and start are
 * most of a first sign-in's wait for the SDK (issue 28's cold start), and they run off the page's main thread. The
 * login then uses this same start (sdk-instance.ts keeps one per page).
 */
export function warmUpSdk(): void {
  void openIM().catch(() => undefined);
}
