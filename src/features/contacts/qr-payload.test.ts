import { describe, expect, it } from 'vitest';
import { addFriendPayload, joinGroupPayload, parseQrPayload } from './qr-payload';

describe('parseQrPayload', () => {
  it('leads a friend code to the user card', () => {
    expect(parseQrPayload('io.openim.app/addFriend/5512345678')).toEqual({
      kind: 'user',
      to: '/userCard',
      search: { userID: '5512345678' },
    });
  });

  it('leads a group code to the group card', () => {
    expect(parseQrPayload('io.openim.app/joinGroup/g_1234')).toEqual({
      kind: 'group',
      to: '/groupCard',
      search: { groupID: 'g_1234' },
    });
  });

  it('reads back what the QR cards write, and tolerates surrounding whitespace', () => {
    expect(parseQrPayload(addFriendPayload('alice42'))).toMatchObject({ search: { userID: 'alice42' } });
    expect(parseQrPayload(` ${joinGroupPayload('3344')}\n`)).toMatchObject({ search: { groupID: '3344' } });
  });

  it('leaves everything else unrecognised, keeping the text as it was', () => {
    for (const text of [
      'https://example.com/addFriend/1',
      'io.openim.app/addFriend/',
      'io.openim.app/joinGroup/1/extra',
      'io.openim.app/deleteFriend/1',
      'xio.openim.app/addFriend/1',
      'io.openim.app/addFriend/1?next=https://evil.example',
      '',
    ]) {
      expect(parseQrPayload(text)).toEqual({ kind: 'unknown', text });
    }
  });
});
