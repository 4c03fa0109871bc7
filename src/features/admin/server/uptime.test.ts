import { describe, expect, it } from 'vitest';
import { uptimeParts } from './uptime';

describe('uptimeParts', () => {
  it('splits seconds into whole days, hours and minutes', () => {
    expect(uptimeParts(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(3 * 86_400 + 5 * 3600 + 7 * 60 + 30)).toEqual({ days: 3, hours: 5, minutes: 7 });
  });
});
