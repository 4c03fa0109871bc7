import type { ConversationItem } from '../../state/sdk-types';

/** The burn-after-reading durations offered, in seconds; the first is the default. */
export const BURN_DURATIONS = [30, 300, 3600] as const;
const DEFAULT_BURN_DURATION = BURN_DURATIONS[0];

/** How long a conversation keeps a read message; 0 (never chosen) means the default. */
export const burnDurationOf = (conversation: ConversationItem): number =>
  conversation.burnDuration || DEFAULT_BURN_DURATION;

/** The largest whole unit a burn-after-reading duration (in seconds) can be said in. */
function wholeUnit(seconds: number): { value: number; unit: 'hour' | 'minute' | 'second' } {
  if (seconds >= 3600 && seconds % 3600 === 0) return { value: seconds / 3600, unit: 'hour' };
  if (seconds >= 60 && seconds % 60 === 0) return { value: seconds / 60, unit: 'minute' };
  return { value: seconds, unit: 'second' };
}

/** "30 seconds", "5 minutes", "1 hour" in the given locale, by Intl rather than the catalog. */
export function formatBurnDuration(seconds: number, locale: string): string {
  const { value, unit } = wholeUnit(seconds);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
