import { describe, expect, it } from 'vitest';
import type { GroupMemberItem } from '../../state/sdk-types';
import { isMultiPick, isPickable, mayUseMode } from './member-list-mode';

const member = (userID: string, roleLevel: number) => ({ userID, roleLevel }) as GroupMemberItem;
const owner = member('o', 100);
const admin = member('a', 60);
const plain = member('m', 20);

describe('member list modes', () => {
  it('lets only managers remove and only the owner transfer', () => {
    expect(mayUseMode('kick', owner)).toBe(true);
    expect(mayUseMode('kick', admin)).toBe(true);
    expect(mayUseMode('kick', plain)).toBe(false);
    expect(mayUseMode('transfer', owner)).toBe(true);
    expect(mayUseMode('transfer', admin)).toBe(false);
    expect(mayUseMode('at', plain)).toBe(true);
    expect(mayUseMode('callInvite', null)).toBe(false);
    expect(mayUseMode('preview', null)).toBe(true);
  });
  it('removes only members ranked below, never oneself', () => {
    expect(isPickable('kick', owner, admin)).toBe(true);
    expect(isPickable('kick', admin, plain)).toBe(true);
    expect(isPickable('kick', admin, member('a2', 60))).toBe(false);
    expect(isPickable('kick', admin, owner)).toBe(false);
    expect(isPickable('kick', owner, owner)).toBe(false);
  });
  it('picks anyone else to transfer to, mention or call', () => {
    expect(isPickable('transfer', owner, plain)).toBe(true);
    expect(isPickable('transfer', owner, owner)).toBe(false);
    expect(isPickable('at', plain, owner)).toBe(true);
    expect(isPickable('callInvite', plain, plain)).toBe(false);
  });
  it('picks several only when removing or calling', () => {
    expect(isMultiPick('kick')).toBe(true);
    expect(isMultiPick('callInvite')).toBe(true);
    expect(isMultiPick('transfer')).toBe(false);
    expect(isMultiPick('at')).toBe(false);
  });
});
