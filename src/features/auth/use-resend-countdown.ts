import { useCallback, useEffect, useState } from 'react';
import { RESEND_SECONDS } from './account-flow';

/**
 * The seconds until a verification code may be sent again (product-spec §5 "resend countdown"). Starts at
 * `initial`: a screen reached after a code went out counts down at once, a form that has sent none does not.
 */
export function useResendCountdown(initial = 0): { secondsLeft: number; restart: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(initial);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const restart = useCallback(() => setSecondsLeft(RESEND_SECONDS), []);
  return { secondsLeft, restart };
}
