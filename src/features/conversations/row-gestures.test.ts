import { describe, expect, it } from 'vitest';
import { isSwipeLeft } from './row-gestures';

describe('isSwipeLeft', () => {
  it('takes a long, mostly sideways move to the left', () => {
    expect(isSwipeLeft(-80, 10)).toBe(true);
    expect(isSwipeLeft(-60, 0)).toBe(true);
  });

  it('leaves short moves, rightward moves and scrolling alone', () => {
    expect(isSwipeLeft(-30, 0)).toBe(false);
    expect(isSwipeLeft(80, 0)).toBe(false);
    expect(isSwipeLeft(-70, 60)).toBe(false);
  });
});
