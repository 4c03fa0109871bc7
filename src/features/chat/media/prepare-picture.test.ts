import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_PICTURE_SIDE } from './prepare-picture';

describe('fitWithin', () => {
  it('scales the longer side down to the limit and keeps the shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: MAX_PICTURE_SIDE, height: 1440 });
    expect(fitWithin(1000, 3840)).toEqual({ width: 500, height: MAX_PICTURE_SIDE });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('never reaches zero', () => {
    expect(fitWithin(10_000, 1)).toEqual({ width: MAX_PICTURE_SIDE, height: 1 });
  });
});
