import type { IMSessionCheck } from '../../sdk/session';

/** Where a guarded navigation goes (product-spec §2 "Route guards"): on, to /login, or to /conversation. */
export type GuardDecision = 'stay' | 'login' | 'conversation';

/**
 * - no stored token or user ID: /login;
 * - the SDK was logged out and logging in again from the stored credentials failed: /login;
 * - the login status could not be checked, though a token and user ID exist: /conversation, unless already there;
 * - otherwise on. `check` is undefined before the SDK has been asked.
 */
export function routeGuard(
  hasStoredSession: boolean,
  check: IMSessionCheck | undefined,
  target: string,
): GuardDecision {
  if (!hasStoredSession || check === 'loginFailed') return 'login';
  if (check === 'statusUnknown' && target !== '/conversation') return 'conversation';
  return 'stay';
}
