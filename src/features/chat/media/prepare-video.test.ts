import { describe, expect, it } from 'vitest';
import { MAX_POSTER_SIDE, posterSize, posterTime, videoSeconds } from './prepare-video';

describe('posterSize', () => {
  it('keeps the video shape with the longer side at most the limit', () => {
    expect(posterSize(1920, 1080)).toEqual({ width: MAX_POSTER_SIDE, height: 360 });
    expect(posterSize(1080, 1920)).toEqual({ width: 360, height: MAX_POSTER_SIDE });
  });

  it('keeps a small video at its own size', () => {
    expect(posterSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});

describe('videoSeconds', () => {
  it('rounds to whole seconds', () => {
    expect(videoSeconds(74.6)).toBe(75);
    expect(videoSeconds(3.2)).toBe(3);
  });

  it('counts a very short clip as one second', () => {
    expect(videoSeconds(0.2)).toBe(1);
  });

  it('gives 0 for a length the browser does not know', () => {
    expect(videoSeconds(Number.POSITIVE_INFINITY)).toBe(0);
    expect(videoSeconds(Number.NaN)).toBe(0);
    expect(videoSeconds(0)).toBe(0);
  });
});

describe('posterTime', () => {
  it('takes the frame a second in for longer videos', () => {
    expect(posterTime(30)).toBe(1);
  });

  it('stays within a short clip', () => {
    expect(posterTime(0.9)).toBeCloseTo(0.3);
  });

  it('takes the first frame when the length is unknown', () => {
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(posterTime(0)).toBe(0);
  });
});
