import { describe, expect, it } from 'vitest';
import { readChangeNameTarget } from './change-name-target';

describe('readChangeNameTarget', () => {
  it('reads a group name or a group nickname to edit', () => {
    expect(readChangeNameTarget({ type: 'group', groupID: 'g1', name: 'Team' })).toEqual({
      type: 'group',
      groupID: 'g1',
      name: 'Team',
    });
    expect(readChangeNameTarget({ type: 'groupNickname', groupID: 'g1' })).toEqual({
      type: 'groupNickname',
      groupID: 'g1',
      name: '',
    });
  });
  it('refuses unknown kinds and a missing group', () => {
    expect(readChangeNameTarget(undefined)).toBeNull();
    expect(readChangeNameTarget({ type: 'user', groupID: 'g1' })).toBeNull();
    expect(readChangeNameTarget({ type: 'group', groupID: 7 })).toBeNull();
  });
});
