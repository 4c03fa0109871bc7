import { describe, expect, it } from 'vitest';
import { conversationFromServer, messageFromServer } from './active-conversations';

const base64 = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

describe('rows from /jssdk/get_active_conversations', () => {
  it('shapes a single chat as the SDK does: the friend’s remark first, unread from the seqs, content parsed', () => {
    const row = conversationFromServer({
      conversation: { conversationID: 'si_a_b', conversationType: 1, userID: 'b', isPinned: true },
      lastMsg: {
        sendID: 'b',
        recvID: 'a',
        contentType: 101,
        sessionType: 1,
        sendTime: 42,
        content: base64({ content: 'héllo 你好' }),
      },
      user: { nickname: 'Bea', faceURL: 'https://x/face.png' },
      friend: { remark: 'Bee' },
      maxSeq: 7,
      readSeq: 4,
    });
    expect(row).toMatchObject({
      conversationID: 'si_a_b',
      showName: 'Bee',
      faceURL: 'https://x/face.png',
      unreadCount: 3,
      isPinned: true,
      latestMsgSendTime: 42,
      groupID: '',
      recvMsgOpt: 0,
    });
    expect(JSON.parse(row!.latestMsg)).toMatchObject({ contentType: 101, textElem: { content: 'héllo 你好' } });
  });

  it('names a group chat after its group, and a chat without a friend after the user, then the ID', () => {
    expect(
      conversationFromServer({
        conversation: { conversationID: 'sg_g1', conversationType: 3, groupID: 'g1' },
        group: { groupName: 'Team', faceURL: '' },
      }),
    ).toMatchObject({ showName: 'Team', conversationType: 3, latestMsg: '', unreadCount: 0 });
    expect(conversationFromServer({ conversation: { conversationID: 'si_a_c', userID: 'c' } })?.showName).toBe('c');
    expect(conversationFromServer({})).toBeNull();
  });

  it('puts notifications in notificationElem, and leaves unreadable content out', () => {
    expect(messageFromServer({ contentType: 1201, content: base64({ detail: '{}' }) }).notificationElem).toEqual({
      detail: '{}',
    });
    const corrupt = messageFromServer({ contentType: 101, content: '!!not base64' });
    expect(corrupt.textElem).toBeUndefined();
    expect(corrupt.contentType).toBe(101);
  });
});
