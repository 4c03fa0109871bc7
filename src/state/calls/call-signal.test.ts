import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../sdk-types';
import { inviteePreview, orderTiles, type CallTile } from './call-atoms';
import {
  inviteStillRinging,
  isSignalMessage,
  parseSignal,
  signalData,
  SignalType,
  type Invitation,
} from './call-signal';
import { withoutSignalUpdates } from './signal-conversations';

const invitation: Invitation = {
  inviterUserID: 'alice',
  inviteeUserIDList: ['bob'],
  groupID: '',
  roomID: 'room-1',
  timeout: 30,
  mediaType: 'video',
  sessionType: 1,
  platformID: 5,
  initiateTime: 1000,
};

describe('call signals', () => {
  it('round-trip through customElem.data, with the busy flag', () => {
    expect(parseSignal(signalData(SignalType.invite, invitation))).toEqual({
      type: 200,
      invitation,
      busy: false,
      ended: false,
    });
    expect(parseSignal(signalData(SignalType.reject, invitation, { busy: true }))?.busy).toBe(true);
  });

  it('are told apart from call records and junk', () => {
    expect(parseSignal(JSON.stringify({ customType: 100, data: { duration: 3 } }))).toBeNull();
    expect(parseSignal('not json')).toBeNull();
    expect(parseSignal(JSON.stringify({ customType: 200, data: { inviterUserID: 'a' } }))).toBeNull();
    expect(isSignalMessage({ contentType: 110, customElem: { data: signalData(SignalType.hangUp, invitation) } })).toBe(
      true,
    );
    expect(isSignalMessage({ contentType: 101 })).toBe(false);
  });

  it('ring only inside the invite’s timeout', () => {
    expect(inviteStillRinging(invitation, 10_000, 39_999)).toBe(true);
    expect(inviteStillRinging(invitation, 10_000, 40_000)).toBe(false);
  });
});

describe('the conversation list and signals', () => {
  const conversation = (id: string, latestMsg: string, time: number) =>
    ({ conversationID: id, latestMsg, latestMsgSendTime: time }) as ConversationItem;
  const signal = JSON.stringify({
    contentType: 110,
    customElem: { data: signalData(SignalType.invite, invitation) },
  });

  it('keeps the preview and time an update would replace with a signal, and drops a new conversation made by one', () => {
    const current = [conversation('si_a', '{"contentType":101}', 5)];
    expect(withoutSignalUpdates(current, [conversation('si_a', signal, 9)])).toEqual([
      conversation('si_a', '{"contentType":101}', 5),
    ]);
    expect(withoutSignalUpdates(current, [conversation('si_new', signal, 9)])).toEqual([]);
    const text = conversation('si_a', '{"contentType":101,"textElem":{"content":"hi"}}', 9);
    expect(withoutSignalUpdates(current, [text])).toEqual([text]);
  });
});

describe('the call screen’s layout rules', () => {
  const tile = (userID: string, isSelf = false) => ({ userID, isSelf }) as CallTile;

  it('puts self first', () => {
    expect(orderTiles([tile('b'), tile('me', true), tile('c')]).map((t) => t.userID)).toEqual(['me', 'b', 'c']);
  });

  it('shows up to 12 invitee avatars, else 11 and a more tile', () => {
    expect(inviteePreview(Array.from({ length: 12 }, (_, i) => i))).toEqual({
      shown: Array.from({ length: 12 }, (_, i) => i),
      more: false,
    });
    const many = inviteePreview(Array.from({ length: 13 }, (_, i) => i));
    expect([many.shown.length, many.more]).toEqual([11, true]);
  });
});
