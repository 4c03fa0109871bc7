import { describe, expect, it } from 'vitest';
import { applyReaction, withReaction } from './reaction-atoms';

describe('applyReaction', () => {
  const start = [{ emoji: '👍', userIDs: ['ann'] }];

  it('adds a person last, a new emoji last, and changes nothing the second time', () => {
    const once = applyReaction(start, { emoji: '👍', userID: 'ben', react: true });
    expect(once).toEqual([{ emoji: '👍', userIDs: ['ann', 'ben'] }]);
    expect(applyReaction(once, { emoji: '👍', userID: 'ben', react: true })).toBe(once);
    expect(applyReaction(once, { emoji: '🎉', userID: 'ann', react: true })).toEqual([
      { emoji: '👍', userIDs: ['ann', 'ben'] },
      { emoji: '🎉', userIDs: ['ann'] },
    ]);
  });

  it('takes a person back, drops an emoji nobody holds, and ignores taking back what was never given', () => {
    expect(applyReaction(start, { emoji: '👍', userID: 'ann', react: false })).toEqual([]);
    expect(applyReaction(start, { emoji: '👍', userID: 'ben', react: false })).toBe(start);
  });

  it('records a message read with no reactions, so it is not read again', () => {
    const state = withReaction({}, 'sg_g', 'm1', () => []);
    expect(state).toEqual({ sg_g: { m1: [] } });
    expect(withReaction(state, 'sg_g', 'm1', (groups) => groups)).toBe(state);
  });
});
