import { describe, expect, it } from 'vitest';
import { meetingProblem, meetingStart, type MeetingDraft } from './meeting-plan';

const now = Date.parse('2026-11-23T10:00:00');
const draft: MeetingDraft = { subject: 'Plan', startsNow: true, laterAt: '', userIDs: ['ann'], groupIDs: [] };

describe('a meeting draft', () => {
  it('needs a subject, a start in the future when later, and someone to invite', () => {
    expect(meetingProblem(draft, now)).toBeNull();
    expect(meetingProblem({ ...draft, subject: '  ' }, now)).toBe('subject');
    expect(meetingProblem({ ...draft, startsNow: false, laterAt: '' }, now)).toBe('time');
    expect(meetingProblem({ ...draft, startsNow: false, laterAt: '2026-11-23T09:59' }, now)).toBe('time');
    expect(meetingProblem({ ...draft, startsNow: false, laterAt: '2026-11-23T11:30' }, now)).toBeNull();
    expect(meetingProblem({ ...draft, userIDs: [] }, now)).toBe('people');
    expect(meetingProblem({ ...draft, userIDs: [], groupIDs: ['g1'] }, now)).toBeNull();
  });

  it('starts now, or at the local time chosen', () => {
    expect(meetingStart(draft, now)).toBe(now);
    expect(meetingStart({ ...draft, startsNow: false, laterAt: '2026-11-23T11:30' }, now)).toBe(
      Date.parse('2026-11-23T11:30'),
    );
  });
});
