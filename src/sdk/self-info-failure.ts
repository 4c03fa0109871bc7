import type { ForcedLogoutReason } from '../state/connection/connection-atoms';
import { isSdkRefusal } from './sdk-refusal';

/**
 * Why the session ends when the SDK refuses the user's own info (product-spec §8), or null when it need not end.
 * A kick or a revoked token in the first second of a session also refuses it, because the SDK has just logged out;
 * then the user is told why the session ended, not that their info failed to load.
 */
export async function selfInfoFailureReason(
  error: unknown,
  sdkLoggedIn: () => Promise<boolean>,
  sessionEndReason: () => Promise<ForcedLogoutReason>,
): Promise<ForcedLogoutReason | null> {
  if (!isSdkRefusal(error)) return null;
  if (await sdkLoggedIn().catch(() => false)) return 'selfInfo';
  return sessionEndReason();
}
