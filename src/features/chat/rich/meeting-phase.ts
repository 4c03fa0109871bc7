/** The room opens this long before the start (as the server's server/chat/rooms/meeting-rules.ts does). */
export const MEETING_EARLY_MS = 10 * 60_000;

export type MeetingPhase = 'upcoming' | 'open' | 'running' | 'ended';

/**
 * Where a meeting stands at `now`: upcoming, open (its room takes people, shortly before the start), running, or
 * ended. A meeting with no start or length is taken as running: nothing says it is over.
 */
export function meetingPhase(start: number | null, durationS: number, now: number): MeetingPhase {
  if (start === null) return 'running';
  if (now < start - MEETING_EARLY_MS) return 'upcoming';
  if (now < start) return 'open';
  if (durationS > 0 && now >= start + durationS * 1000) return 'ended';
  return 'running';
}
