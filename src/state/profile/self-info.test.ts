import { describe, expect, it } from 'vitest';
import { mergeSelfInfo } from './self-info';
import type { SelfUserInfo } from '../sdk-types';

const im: SelfUserInfo = {
  userID: '100',
  nickname: 'Alice',
  faceURL: '',
  ex: '',
  createTime: 1700000000000,
  globalRecvMsgOpt: 0,
  addFriendPermission: 1,
};

describe('self info', () => {
  it('puts the chat service fields over the IM ones and drops empty strings', () => {
    const merged = mergeSelfInfo(
      im,
      {
        userID: '100',
        nickname: 'Alice W.',
        faceURL: 'https://x/a.png',
        email: '',
        phoneNumber: '13800000000',
        allowBeep: 2,
      },
      [],
    );
    expect(merged).toEqual({
      userID: '100',
      nickname: 'Alice W.',
      faceURL: 'https://x/a.png',
      createTime: 1700000000000,
      globalRecvMsgOpt: 0,
      addFriendPermission: 1,
      phoneNumber: '13800000000',
      allowBeep: 2,
      members: [],
    });
    expect(merged).not.toHaveProperty('email');
    expect(merged).not.toHaveProperty('ex');
  });

  it('keeps the IM nickname when the chat service has none, and attaches the memberships', () => {
    const members = [
      { userID: '100', departmentID: 'd1', position: 'Engineer', department: { departmentID: 'd1', name: 'R&D' } },
    ];
    const merged = mergeSelfInfo(im, { userID: '100', nickname: '' }, members);
    expect(merged.nickname).toBe('Alice');
    expect(merged.members).toEqual(members);
  });

  it('ignores a chat record of someone else', () => {
    expect(mergeSelfInfo(im, { userID: '200', nickname: 'Bob' }, []).nickname).toBe('Alice');
  });
});
