import { describe, expect, it } from 'vitest';
import { meetingPhase } from './meeting-phase';

describe('a meeting’s phase', () => {
  const start = Date.parse('2026-11-23T10:00:00Z');
  it('is upcoming, open ten minutes before, running from the start, and ended after its length', () => {
    expect(meetingPhase(start, 3600, start - 11 * 60_000)).toBe('upcoming');
    expect(meetingPhase(start, 3600, start - 10 * 60_000)).toBe('open');
    expect(meetingPhase(start, 3600, start)).toBe('running');
    expect(meetingPhase(start, 3600, start + 3599_000)).toBe('running');
    expect(meetingPhase(start, 3600, start + 3600_000)).toBe('ended');
  });

  it('is running when the invitation does not say when', () => {
    expect(meetingPhase(null, 0, start)).toBe('running');
    expect(meetingPhase(start, 0, start + 86_400_000)).toBe('running');
  });
});
