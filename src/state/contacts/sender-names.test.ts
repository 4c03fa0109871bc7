import { describe, expect, it } from 'vitest';
import { knownSender, memberKey, type KnownSender } from './sender-names';

const forged = {
  sendID: 'mallory',
  groupID: 'g1',
  sessionType: 3,
  senderNickname: 'Lena Novak',
  senderFaceUrl: 'https://faces.example/lena.png',
};
const mallory: KnownSender = { name: 'Mallory (ops)', faceURL: 'https://faces.example/mallory.png' };

describe('knownSender', () => {
  it('names a group message’s sender from the reader’s member data, not from the message', () => {
    expect(knownSender(forged, new Map(), { [memberKey('g1', 'mallory')]: mallory })).toEqual(mallory);
  });

  it('names a friend by the reader’s remark in a single chat, and a friend’s face is theirs', () => {
    const friends = new Map([['mallory', { name: 'Mal from IT', faceURL: '' }]]);
    expect(knownSender({ ...forged, sessionType: 1, groupID: '' }, friends, {})).toEqual({
      name: 'Mal from IT',
      faceURL: '',
    });
  });

  it('does not take a member name of another group, and falls back to the message for a sender it does not know', () => {
    const elsewhere = { [memberKey('g2', 'mallory')]: mallory };
    expect(knownSender(forged, new Map(), elsewhere)).toEqual({
      name: 'Lena Novak',
      faceURL: 'https://faces.example/lena.png',
    });
  });
});
