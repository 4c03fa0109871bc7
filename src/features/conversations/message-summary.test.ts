import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import type { MessageItem } from '../../state/sdk-types';
import { i18nForTest } from '../../i18n/test-i18n';
import { ContentType, SessionType } from '../../state/messages/content-type';
import { groupTips, member } from '../chat/notification/notification-fixtures';
import { messageSummary, parseLatestMessage } from './message-summary';

const message = (fields: Partial<MessageItem>): MessageItem =>
  ({
    clientMsgID: 'c1',
    sendID: 'bob',
    recvID: 'me',
    groupID: '',
    sessionType: SessionType.single,
    senderNickname: 'Bob',
    contentType: ContentType.text,
    ...fields,
  }) as MessageItem;

describe('messageSummary in English', () => {
  let en: I18n;
  beforeAll(async () => {
    en = await i18nForTest('en');
  });
  const summary = (fields: Partial<MessageItem>) => messageSummary(message(fields), 'me', en);

  it.each<[string, Partial<MessageItem>, string]>([
    ['text', { textElem: { content: 'Hello' } }, 'Hello'],
    ['multi-line text', { textElem: { content: 'one\ntwo\r\n\nthree' } }, 'one two three'],
    [
      'at-text, with names for mentions',
      {
        contentType: ContentType.atText,
        atTextElem: {
          text: '@alice see this',
          atUserList: ['alice'],
          atUsersInfo: [{ atUserID: 'alice', groupNickname: 'Alice' }],
        },
      },
      '@Alice see this',
    ],
    ['picture', { contentType: ContentType.picture }, '[Picture]'],
    ['voice', { contentType: ContentType.voice }, '[Voice]'],
    ['video', { contentType: ContentType.video }, '[Video]'],
    ['face', { contentType: ContentType.face }, '[Emoji]'],
    ['emoji face', { contentType: ContentType.face, faceElem: { index: 0, data: '🎉' } }, '[Emoji]'],
    [
      'sticker face',
      { contentType: ContentType.face, faceElem: { index: -1, data: '{"url":"https://cdn.example/s.png"}' } },
      '[Sticker]',
    ],
    [
      'file',
      {
        contentType: ContentType.file,
        fileElem: { fileName: 'plan.pdf', filePath: '', uuid: '', sourceUrl: '', fileSize: 1 },
      },
      '[File] plan.pdf',
    ],
    [
      'location',
      {
        contentType: ContentType.location,
        locationElem: { description: '{"name":"Office","addr":"1 Main St"}', latitude: 1, longitude: 2 },
      },
      '[Location] Office',
    ],
    [
      'location with a plain description',
      { contentType: ContentType.location, locationElem: { description: 'Cafe', latitude: 1, longitude: 2 } },
      '[Location] Cafe',
    ],
    [
      'location without a name',
      { contentType: ContentType.location, locationElem: { description: '{"addr":"x"}', latitude: 1, longitude: 2 } },
      '[Location]',
    ],
    [
      'card',
      { contentType: ContentType.card, cardElem: { userID: 'carol', nickname: 'Carol', faceURL: '', ex: '' } },
      '[Card] Carol',
    ],
    [
      'merged forward',
      {
        contentType: ContentType.merge,
        mergeElem: { title: 'Chat of Alice and Bob', abstractList: [], multiMessage: [], messageEntityList: [] },
      },
      '[Chat history] Chat of Alice and Bob',
    ],
    [
      'quote, with its own text',
      {
        contentType: ContentType.quote,
        quoteElem: { text: 'Agreed', quoteMessage: message({ textElem: { content: 'Ship it?' } }) },
      },
      'Agreed',
    ],
    [
      'call',
      {
        contentType: ContentType.custom,
        customElem: { data: '{"customType":100,"data":{}}', description: '', extension: '' },
      },
      '[Call]',
    ],
    [
      'call record from an iOS or Flutter client (901)',
      {
        contentType: ContentType.custom,
        customElem: {
          data: '{"customType":901,"data":{"duration":5,"state":"hangup","type":"audio"}}',
          description: '',
          extension: '',
        },
      },
      '[Call]',
    ],
    [
      'mass message',
      { contentType: ContentType.custom, customElem: { data: '{"customType":903}', description: '', extension: '' } },
      '[Mass message]',
    ],
    [
      'meeting',
      { contentType: ContentType.custom, customElem: { data: '{"customType":905}', description: '', extension: '' } },
      '[Meeting invitation]',
    ],
    [
      'mass message with its text',
      {
        contentType: ContentType.custom,
        customElem: {
          data: JSON.stringify({ customType: 903, data: { textElem: { content: 'Closed\non Friday' } } }),
          description: '',
          extension: '',
        },
      },
      '[Mass message] Closed on Friday',
    ],
    [
      'meeting with its subject',
      {
        contentType: ContentType.custom,
        customElem: {
          data: JSON.stringify({ customType: 905, data: { id: '42', subject: 'Weekly sync', start: 1 } }),
          description: '',
          extension: '',
        },
      },
      '[Meeting invitation] Weekly sync',
    ],
    [
      'location whose description is not an object',
      { contentType: ContentType.location, locationElem: { description: '[1,2]', latitude: 1, longitude: 2 } },
      '[Location]',
    ],
    [
      'other custom',
      { contentType: ContentType.custom, customElem: { data: '{"customType":7}', description: '', extension: '' } },
      '[Custom message]',
    ],
    [
      'custom with bad data',
      { contentType: ContentType.custom, customElem: { data: 'oops', description: '', extension: '' } },
      '[Custom message]',
    ],
    ['typing', { contentType: ContentType.typing }, ''],
    ['an unknown type', { contentType: 118 as MessageItem['contentType'] }, '[Message]'],
  ])('summarises %s', (_kind, fields, text) => {
    expect(summary(fields)).toBe(text);
  });

  it('previews a notice of a notification conversation by its text', () => {
    const notice = message({
      sessionType: SessionType.notification,
      contentType: 1400,
      notificationElem: { detail: JSON.stringify({ notificationName: 'Team', text: 'Maintenance\ntonight' }) },
    });
    expect(messageSummary(notice, 'me', en)).toBe('Maintenance tonight');
  });

  it('tolerates missing elements', () => {
    expect(summary({ contentType: ContentType.text })).toBe('');
    expect(summary({ contentType: ContentType.file })).toBe('[File]');
    expect(summary({ contentType: ContentType.card })).toBe('[Card]');
    expect(summary({ contentType: ContentType.merge })).toBe('[Chat history]');
    expect(summary({ contentType: ContentType.custom })).toBe('[Custom message]');
  });

  it("prefixes others' messages in groups with the sender", () => {
    const inGroup = { sessionType: SessionType.workingGroup, groupID: 'g1' } as const;
    expect(summary({ ...inGroup, textElem: { content: 'Hi all' } })).toBe('Bob: Hi all');
    expect(summary({ ...inGroup, contentType: ContentType.picture })).toBe('Bob: [Picture]');
    expect(summary({ ...inGroup, sendID: 'me', senderNickname: 'Me', textElem: { content: 'Mine' } })).toBe('Mine');
    expect(summary({ textElem: { content: 'Direct' } })).toBe('Direct');
  });

  it('summarises notifications without a sender prefix', () => {
    expect(
      summary({
        sessionType: SessionType.workingGroup,
        contentType: ContentType.memberQuit,
        notificationElem: {
          detail: JSON.stringify(groupTips(member('bob', 'Bob'), { quitUser: member('bob', 'Bob') })),
        },
      }),
    ).toBe('Bob left the group');
    expect(
      summary({
        contentType: ContentType.revoked,
        notificationElem: {
          detail: JSON.stringify({ revokerID: 'me', revokerNickname: 'Me', sourceMessageSendID: 'me' }),
        },
      }),
    ).toBe('You recalled a message');
    expect(summary({ contentType: 1400 as MessageItem['contentType'], notificationElem: { detail: '{}' } })).toBe(
      '[Notification]',
    );
  });
});

describe('messageSummary in Simplified Chinese', () => {
  it('translates kinds and the sender prefix', async () => {
    const zh = await i18nForTest('zh-CN');
    expect(messageSummary(message({ contentType: ContentType.picture }), 'me', zh)).toBe('[图片]');
    expect(
      messageSummary(message({ sessionType: SessionType.workingGroup, textElem: { content: '你好' } }), 'me', zh),
    ).toBe('Bob：你好');
  });
});

describe('parseLatestMessage', () => {
  it('reads a stored message', () => {
    expect(parseLatestMessage(JSON.stringify({ contentType: 101, textElem: { content: 'x' } }))).toMatchObject({
      contentType: 101,
    });
  });

  it.each(['', null, undefined, 'not json', '[]', 'null', '{"textElem":{}}', '{"contentType":"101"}'])(
    'gives null for %j',
    (latestMsg) => {
      expect(parseLatestMessage(latestMsg)).toBeNull();
    },
  );
});
