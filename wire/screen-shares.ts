/**
 * Screen sharing in a call's or a meeting's media room (server/chat/screen-shares.ts). The chat service keeps who
 * may share, and whether the host allows more than one share at a time, in the LiveKit room's metadata, which only
 * the server can write and every participant receives as it changes.
 */
export interface ScreenShareState {
  /** The host allows more than one share at a time (up to MANY_SCREEN_SHARES). */
  many: boolean;
  /** Who the server let share, and since when (ms): a grant nobody used within a minute lapses. */
  sharers: { identity: string; since: number }[];
}

/** The most shares at once a room may have when its host allows more than one. */
export const MANY_SCREEN_SHARES = 4;

/** `/chat/user/rtc/screen_share` while the room already has as many shares as it allows. */
export const SCREEN_SHARE_TAKEN = 20301;

const NONE: ScreenShareState = { many: false, sharers: [] };

/** The screen-share part of a room's metadata (an empty or foreign metadata has none). */
export function screenShareStateOf(metadata: string | undefined): ScreenShareState {
  try {
    const parsed = JSON.parse(metadata || '{}') as { screenShare?: Partial<ScreenShareState> };
    const state = parsed.screenShare;
    if (!state || typeof state !== 'object') return NONE;
    const sharers = Array.isArray(state.sharers)
      ? state.sharers.filter(
          (s): s is { identity: string; since: number } =>
            typeof s?.identity === 'string' && typeof s.since === 'number',
        )
      : [];
    return { many: state.many === true, sharers };
  } catch {
    return NONE;
  }
}

/** `metadata` with its screen-share part replaced, anything else in it kept. */
export function withScreenShareState(metadata: string | undefined, state: ScreenShareState): string {
  let rest: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(metadata || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) rest = parsed as Record<string, unknown>;
  } catch {
    // A metadata that is not JSON was never the server's: it is replaced.
  }
  return JSON.stringify({ ...rest, screenShare: state });
}
