/** How long a meeting may be booked for, in minutes: the choices on the New meeting screen. */
export const MEETING_LENGTHS_MIN = [30, 60, 120, 240] as const;

export interface MeetingDraft {
  subject: string;
  startsNow: boolean;
  /** The `datetime-local` value, in the browser's time zone. */
  laterAt: string;
  userIDs: string[];
  groupIDs: string[];
}

export type MeetingProblem = 'subject' | 'time' | 'people';

/** What keeps a draft from being a meeting, first problem first; null when it can be created. */
export function meetingProblem(draft: MeetingDraft, now: number): MeetingProblem | null {
  if (!draft.subject.trim()) return 'subject';
  if (!draft.startsNow) {
    const at = Date.parse(draft.laterAt);
    if (!Number.isFinite(at) || at <= now) return 'time';
  }
  if (draft.userIDs.length + draft.groupIDs.length === 0) return 'people';
  return null;
}

/** When the meeting starts (ms): now, or the chosen local time. */
export function meetingStart(draft: MeetingDraft, now: number): number {
  return draft.startsNow ? now : Date.parse(draft.laterAt);
}
