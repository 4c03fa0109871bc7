import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { i18nForTest } from '../../../i18n/test-i18n';
import { ContentType } from '../../../state/messages/content-type';
import { notificationSummary } from './notification-summary';
import { formatMuteDuration } from './tip-sentence';
import { groupTips, member, notificationMessage } from './notification-fixtures';

const alice = member('alice', 'Alice');
const bob = member('bob', 'Bob');
const carol = member('carol', 'Carol');
const dave = member('dave', 'Dave');
const erin = member('erin', 'Erin');
const me = member('me', 'Myself');
const revoked = (revokerID: string, revokerNickname: string, sourceMessageSendID: string, sender: string) => ({
  revokerID,
  revokerNickname,
  sourceMessageSendID,
  sourceMessageSenderNickname: sender,
  revokerRole: 0,
  clientMsgID: 'c1',
  revokeTime: 1,
  sourceMessageSendTime: 1,
  sessionType: 3,
  seq: 1,
  ex: '',
});

describe('notificationSummary in English', () => {
  let en: I18n;
  beforeAll(async () => {
    en = await i18nForTest('en');
  });
  const summary = (contentType: number, tips: unknown) =>
    notificationSummary(notificationMessage(contentType, tips), 'me', en);

  it('names the operator of group events, and self as You', () => {
    expect(summary(ContentType.groupCreated, groupTips(alice))).toBe('Alice created the group');
    expect(summary(ContentType.groupCreated, groupTips(me))).toBe('You created the group');
    expect(summary(ContentType.groupInfoSet, groupTips(alice))).toBe('Alice updated the group info');
    expect(summary(ContentType.groupInfoSetAnnouncement, groupTips(alice))).toBe(
      'Alice updated the group announcement',
    );
    expect(summary(ContentType.groupInfoSetName, groupTips(alice))).toBe(
      'Alice changed the group name to Project Parley',
    );
    expect(summary(ContentType.groupDismissed, groupTips(me))).toBe('You disbanded the group');
    expect(summary(ContentType.groupMuted, groupTips(alice))).toBe('Alice muted all members');
    expect(summary(ContentType.groupCancelMuted, groupTips(alice))).toBe('Alice unmuted all members');
  });

  it('falls back to the user ID, then to Someone, when a name is missing', () => {
    expect(summary(ContentType.groupCreated, groupTips(member('u42', '')))).toBe('u42 created the group');
    expect(summary(ContentType.groupDismissed, { group: { groupName: 'x' } })).toBe('Someone disbanded the group');
  });

  it('describes members leaving, joining and ownership', () => {
    expect(summary(ContentType.memberQuit, groupTips(bob, { quitUser: bob }))).toBe('Bob left the group');
    expect(summary(ContentType.memberEnter, groupTips(me, { entrantUser: me }))).toBe('You joined the group');
    expect(summary(ContentType.groupOwnerTransferred, groupTips(alice, { newGroupOwner: me }))).toBe(
      'Alice transferred the group ownership to you',
    );
  });

  it('names at most three invited or kicked people, then counts the others', () => {
    const invited = (list: unknown[]) =>
      summary(ContentType.memberInvited, groupTips(alice, { invitedUserList: list }));
    expect(invited([bob])).toBe('Alice invited Bob to the group');
    expect(invited([me, bob])).toBe('Alice invited you and Bob to the group');
    expect(invited([bob, carol, dave])).toBe('Alice invited Bob, Carol and Dave to the group');
    expect(invited([bob, carol, dave, erin])).toBe('Alice invited Bob, Carol, Dave and 1 other to the group');
    expect(invited([bob, carol, dave, erin, me])).toBe('Alice invited Bob, Carol, Dave and 2 others to the group');
    expect(summary(ContentType.memberKicked, groupTips(me, { kickedUserList: [bob, carol] }))).toBe(
      'You removed Bob and Carol from the group',
    );
  });

  it('says how long a member is muted', () => {
    const muted = (mutedSeconds: number) =>
      summary(ContentType.groupMemberMuted, groupTips(alice, { mutedUser: me, mutedSeconds }));
    expect(muted(600)).toBe('Alice muted you for 10 minutes');
    expect(muted(86_400 + 2 * 3_600)).toBe('Alice muted you for 1 day 2 hours');
    expect(muted(0)).toBe('Alice muted you');
    expect(summary(ContentType.groupMemberCancelMuted, groupTips(me, { mutedUser: bob }))).toBe('You unmuted Bob');
  });

  it('words a recalled message by who recalled whose', () => {
    expect(summary(ContentType.revoked, revoked('me', 'Myself', 'me', 'Myself'))).toBe('You recalled a message');
    expect(summary(ContentType.revoked, revoked('bob', 'Bob', 'bob', 'Bob'))).toBe('Bob recalled a message');
    expect(summary(ContentType.revoked, revoked('alice', 'Alice', 'bob', 'Bob'))).toBe(
      'Alice recalled a message from Bob',
    );
    expect(summary(ContentType.revoked, revoked('alice', 'Alice', 'me', 'Myself'))).toBe(
      'Alice recalled a message from you',
    );
    expect(summary(ContentType.revoked, revoked('me', 'Myself', 'bob', 'Bob'))).toBe('You recalled a message from Bob');
  });

  it('covers burn after reading and friend added', () => {
    expect(summary(ContentType.conversationPrivateChat, { isPrivate: true })).toBe('Burn after reading turned on');
    expect(summary(ContentType.conversationPrivateChat, { isPrivate: false })).toBe('Burn after reading turned off');
    expect(summary(ContentType.friendApplicationApproved, { fromToUserID: { fromUserID: 'a', toUserID: 'b' } })).toBe(
      'You are now friends; start chatting',
    );
  });

  it('says [Notification] for what it cannot read', () => {
    expect(summary(1516, groupTips(alice))).toBe('[Notification]');
    expect(notificationSummary({ contentType: ContentType.groupCreated }, 'me', en)).toBe('[Notification]');
  });
});

describe('notificationSummary in Simplified Chinese', () => {
  let zh: I18n;
  beforeAll(async () => {
    zh = await i18nForTest('zh-CN');
  });
  const summary = (contentType: number, tips: unknown) =>
    notificationSummary(notificationMessage(contentType, tips), 'me', zh);

  it('translates sentences, self and counted lists', () => {
    expect(summary(ContentType.groupCreated, groupTips(me))).toBe('你创建了群聊');
    expect(
      summary(ContentType.memberInvited, groupTips(alice, { invitedUserList: [bob, carol, dave, erin, me] })),
    ).toBe('Alice邀请Bob、Carol、Dave等2人加入了群聊');
    expect(summary(ContentType.groupMemberMuted, groupTips(alice, { mutedUser: bob, mutedSeconds: 3_600 }))).toBe(
      'Alice将Bob禁言1小时',
    );
    expect(summary(ContentType.revoked, revoked('alice', 'Alice', 'me', 'Myself'))).toBe('Alice撤回了你的一条消息');
    expect(summary(1516, {})).toBe('[通知]');
  });
});

describe('formatMuteDuration', () => {
  it.each([
    [30, 'en', '30 seconds'],
    [60, 'en', '1 minute'],
    [90, 'en', '1 minute'],
    [3_600, 'en', '1 hour'],
    [3 * 86_400 + 5 * 60, 'en', '3 days 5 minutes'],
    [30 * 86_400, 'en', '30 days'],
    [86_400 + 3_600 + 60, 'zh-CN', '1天1小时1分钟'],
  ])('formats %s seconds in %s as %s', (seconds, locale, text) => {
    expect(formatMuteDuration(seconds, locale)).toBe(text);
  });
});
