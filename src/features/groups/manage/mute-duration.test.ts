import { describe, expect, it } from 'vitest';
import { customMuteSeconds, isMutedAt, MAX_MUTE_SECONDS, MUTE_PRESETS } from './mute-duration';

describe('mute durations', () => {
  it('offers 10 minutes, an hour, 12 hours and a day', () => {
    expect(MUTE_PRESETS.map((preset) => preset.seconds)).toEqual([600, 3600, 43_200, 86_400]);
  });

  it('adds custom days and hours, an empty field counting as zero', () => {
    expect(customMuteSeconds('2', '3')).toBe(2 * 86_400 + 3 * 3600);
    expect(customMuteSeconds('', '5')).toBe(5 * 3600);
    expect(customMuteSeconds(' 1 ', '')).toBe(86_400);
  });

  it('refuses nothing at all, fractions, negatives, text and more than the server allows', () => {
    expect(customMuteSeconds('', '')).toBeNull();
    expect(customMuteSeconds('0', '0')).toBeNull();
    expect(customMuteSeconds('1.5', '')).toBeNull();
    expect(customMuteSeconds('-1', '')).toBeNull();
    expect(customMuteSeconds('a', '1')).toBeNull();
    expect(customMuteSeconds(String(MAX_MUTE_SECONDS / 86_400 + 1), '')).toBeNull();
  });

  it('counts a mute end in the past as not muted', () => {
    expect(isMutedAt(2000, 1000)).toBe(true);
    expect(isMutedAt(1000, 1000)).toBe(false);
    expect(isMutedAt(0, 1000)).toBe(false);
  });
});
