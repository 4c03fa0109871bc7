/** How long a member stays muted (product-spec §3 "muted member with duration"). */
export const MUTE_PRESETS = [
  { id: '10m', seconds: 10 * 60 },
  { id: '1h', seconds: 60 * 60 },
  { id: '12h', seconds: 12 * 60 * 60 },
  { id: '1d', seconds: 24 * 60 * 60 },
] as const;
export type MutePresetID = (typeof MUTE_PRESETS)[number]['id'];

/** The server refuses anything longer than ten years (group-write-routes.ts, mute_group_member). */
export const MAX_MUTE_SECONDS = 10 * 365 * 86_400;

/**
 * A custom duration from the days and hours fields, in seconds; null when the fields are not whole numbers
 * of zero or more, add up to nothing, or exceed the server's limit.
 */
export function customMuteSeconds(days: string, hours: string): number | null {
  const parse = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return 0;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
  };
  const d = parse(days);
  const h = parse(hours);
  if (d === null || h === null) return null;
  const seconds = d * 86_400 + h * 3_600;
  return seconds > 0 && seconds <= MAX_MUTE_SECONDS ? seconds : null;
}

/** muteEndTime is in milliseconds; a time in the past means the mute has run out. */
export const isMutedAt = (muteEndTime: number, nowMs: number) => muteEndTime > nowMs;
