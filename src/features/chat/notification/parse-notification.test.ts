import { describe, expect, it } from 'vitest';
import { ContentType } from '../../../state/messages/content-type';
import { parseNotification } from './parse-notification';
import { groupTips, member, notificationMessage } from './notification-fixtures';

const alice = member('alice', 'Alice');
const bob = member('bob', 'Bob');
const carol = member('carol', 'Carol');
const person = (userID: string, nickname: string) => ({ userID, nickname });

describe('parseNotification', () => {
  it.each([
    [ContentType.groupCreated, 'groupCreated'],
    [ContentType.groupInfoSet, 'groupInfoUpdated'],
    [ContentType.groupInfoSetAnnouncement, 'groupAnnouncementUpdated'],
    [ContentType.groupDismissed, 'groupDismissed'],
    [ContentType.groupMuted, 'groupMuted'],
    [ContentType.groupCancelMuted, 'groupUnmuted'],
  ])('reads %s with its operator', (contentType, kind) => {
    expect(parseNotification(notificationMessage(contentType, groupTips(alice)))).toEqual({
      kind,
      opUser: person('alice', 'Alice'),
    });
  });

  it('reads the new name from group.groupName', () => {
    expect(parseNotification(notificationMessage(ContentType.groupInfoSetName, groupTips(alice)))).toEqual({
      kind: 'groupNameUpdated',
      opUser: person('alice', 'Alice'),
      groupName: 'Project Parley',
    });
  });

  it('reads who quit, entered and became owner', () => {
    expect(parseNotification(notificationMessage(ContentType.memberQuit, groupTips(bob, { quitUser: bob })))).toEqual({
      kind: 'memberQuit',
      quitUser: person('bob', 'Bob'),
    });
    expect(
      parseNotification(notificationMessage(ContentType.memberEnter, groupTips(bob, { entrantUser: bob }))),
    ).toEqual({ kind: 'memberEntered', entrant: person('bob', 'Bob') });
    expect(
      parseNotification(
        notificationMessage(
          ContentType.groupOwnerTransferred,
          groupTips(alice, { newGroupOwner: bob, oldGroupOwner: '', oldGroupOwnerInfo: alice }),
        ),
      ),
    ).toEqual({ kind: 'ownerTransferred', opUser: person('alice', 'Alice'), newOwner: person('bob', 'Bob') });
  });

  it('reads kicked and invited lists, skipping entries without a user', () => {
    expect(
      parseNotification(
        notificationMessage(
          ContentType.memberKicked,
          groupTips(alice, { kickedUserList: [bob, null, { x: 1 }, carol] }),
        ),
      ),
    ).toEqual({
      kind: 'memberKicked',
      opUser: person('alice', 'Alice'),
      kickedUsers: [person('bob', 'Bob'), person('carol', 'Carol')],
    });
  });

  it('credits an invitation to the inviter, not the admin who approved it', () => {
    const approved = groupTips(carol, { invitedUserList: [bob], inviterUser: alice });
    expect(parseNotification(notificationMessage(ContentType.memberInvited, approved))).toEqual({
      kind: 'memberInvited',
      inviter: person('alice', 'Alice'),
      invitedUsers: [person('bob', 'Bob')],
    });
    const direct = groupTips(carol, { invitedUserList: [bob], inviterUser: null });
    expect(parseNotification(notificationMessage(ContentType.memberInvited, direct))).toMatchObject({
      inviter: person('carol', 'Carol'),
    });
  });

  it('reads a member mute with its length, from mutedSeconds or the older muteTime', () => {
    expect(
      parseNotification(
        notificationMessage(ContentType.groupMemberMuted, groupTips(alice, { mutedUser: bob, mutedSeconds: 600 })),
      ),
    ).toEqual({
      kind: 'memberMuted',
      opUser: person('alice', 'Alice'),
      mutedUser: person('bob', 'Bob'),
      mutedSeconds: 600,
    });
    expect(
      parseNotification(
        notificationMessage(ContentType.groupMemberMuted, groupTips(alice, { mutedUser: bob, muteTime: 60 })),
      ),
    ).toMatchObject({ mutedSeconds: 60 });
    expect(
      parseNotification(notificationMessage(ContentType.groupMemberCancelMuted, groupTips(alice, { mutedUser: bob }))),
    ).toEqual({ kind: 'memberUnmuted', opUser: person('alice', 'Alice'), mutedUser: person('bob', 'Bob') });
  });

  it('reads burn after reading from isPrivate', () => {
    const tips = (isPrivate: unknown) => ({
      recvID: 'bob',
      sendID: 'alice',
      isPrivate,
      conversationID: 'si_alice_bob',
    });
    expect(parseNotification(notificationMessage(ContentType.conversationPrivateChat, tips(true)))).toEqual({
      kind: 'burnAfterReading',
      enabled: true,
    });
    expect(parseNotification(notificationMessage(ContentType.conversationPrivateChat, tips(false)))).toEqual({
      kind: 'burnAfterReading',
      enabled: false,
    });
    expect(parseNotification(notificationMessage(ContentType.conversationPrivateChat, tips('yes')))).toBeNull();
  });

  it('reads a recalled message from the RevokedInfo the SDK stores', () => {
    const revoked = {
      revokerID: 'alice',
      revokerRole: 100,
      clientMsgID: 'c1',
      revokerNickname: 'Alice',
      revokeTime: 1_700_000_000_000,
      sourceMessageSendTime: 1_699_999_999_000,
      sourceMessageSendID: 'bob',
      sourceMessageSenderNickname: 'Bob',
      sessionType: 3,
      seq: 7,
      ex: '',
    };
    expect(parseNotification(notificationMessage(ContentType.revoked, revoked))).toEqual({
      kind: 'revoked',
      revoker: person('alice', 'Alice'),
      sender: person('bob', 'Bob'),
    });
    expect(
      parseNotification(notificationMessage(ContentType.revoked, { revokerID: 'alice', revokerNickname: 'Alice' })),
    ).toEqual({ kind: 'revoked', revoker: person('alice', 'Alice'), sender: null });
  });

  it('reads friend added from the approval tips', () => {
    const tips = {
      fromToUserID: { fromUserID: 'alice', toUserID: 'bob' },
      handleMsg: '',
      friendVersion: 0,
      request: null,
    };
    expect(parseNotification(notificationMessage(ContentType.friendApplicationApproved, tips))).toEqual({
      kind: 'friendAdded',
    });
  });

  it('tolerates a missing operator and nicknames', () => {
    const tips = { group: { groupID: 'g1' }, quitUser: { userID: 'bob' } };
    expect(parseNotification(notificationMessage(ContentType.groupDismissed, tips))).toEqual({
      kind: 'groupDismissed',
      opUser: person('', ''),
    });
    expect(parseNotification(notificationMessage(ContentType.memberQuit, tips))).toEqual({
      kind: 'memberQuit',
      quitUser: person('bob', ''),
    });
  });

  it('returns null for what it cannot read', () => {
    expect(parseNotification({ contentType: ContentType.groupCreated })).toBeNull();
    expect(
      parseNotification({ contentType: ContentType.groupCreated, notificationElem: { detail: 'not json' } }),
    ).toBeNull();
    expect(
      parseNotification({ contentType: ContentType.groupCreated, notificationElem: { detail: '[1]' } }),
    ).toBeNull();
    expect(
      parseNotification({ contentType: ContentType.groupCreated, notificationElem: { detail: 'null' } }),
    ).toBeNull();
    expect(parseNotification(notificationMessage(1516, groupTips(alice)))).toBeNull();
    expect(parseNotification(notificationMessage(ContentType.memberQuit, groupTips(alice)))).toBeNull();
    expect(
      parseNotification(notificationMessage(ContentType.memberKicked, groupTips(alice, { kickedUserList: [] }))),
    ).toBeNull();
    expect(
      parseNotification(notificationMessage(ContentType.memberInvited, groupTips(alice, { invitedUserList: 'x' }))),
    ).toBeNull();
    expect(parseNotification(notificationMessage(ContentType.revoked, { revokerNickname: 'Alice' }))).toBeNull();
  });
});
