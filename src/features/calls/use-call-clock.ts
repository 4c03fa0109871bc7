import { useEffect, useState } from 'react';
import { formatCallDuration } from '../chat/rich/custom-data';

/** The mm:ss since the call connected, ticking each second (product-spec §9: timer tick 1 s); null before. */
export function useCallClock(connectedAt: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (connectedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [connectedAt]);
  return connectedAt === null ? null : formatCallDuration((Math.max(now, connectedAt) - connectedAt) / 1000);
}
