import * as z from 'zod/mini';
import type { MessageItem } from '../../../state/sdk-types';
import { ContentType } from '../../../state/messages/content-type';

/** Someone a tip names; nickname may be empty (the sentence then falls back to the ID). */
export interface TipPerson {
  userID: string;
  nickname: string;
}

/** What a notification message says, by kind, with the people involved (product-spec §3 "Notification"). */
export type NotificationTipData =
  | {
      kind:
        | 'groupCreated'
        | 'groupInfoUpdated'
        | 'groupAnnouncementUpdated'
        | 'groupDismissed'
        | 'groupMuted'
        | 'groupUnmuted';
      opUser: TipPerson;
    }
  | { kind: 'groupNameUpdated'; opUser: TipPerson; groupName: string }
  | { kind: 'memberQuit'; quitUser: TipPerson }
  | { kind: 'ownerTransferred'; opUser: TipPerson; newOwner: TipPerson }
  | { kind: 'memberKicked'; opUser: TipPerson; kickedUsers: TipPerson[] }
  | { kind: 'memberInvited'; inviter: TipPerson; invitedUsers: TipPerson[] }
  | { kind: 'memberEntered'; entrant: TipPerson }
  | { kind: 'memberMuted'; opUser: TipPerson; mutedUser: TipPerson; mutedSeconds: number }
  | { kind: 'memberUnmuted'; opUser: TipPerson; mutedUser: TipPerson }
  | { kind: 'adminSet' | 'adminUnset'; opUser: TipPerson; member: TipPerson }
  | { kind: 'burnAfterReading'; enabled: boolean }
  | { kind: 'revoked'; revoker: TipPerson; sender: TipPerson | null }
  | { kind: 'friendAdded' }
  | { kind: 'oaNotification'; from: string; text: string };

const text = z.catch(z.string(), '');
const NOBODY: TipPerson = { userID: '', nickname: '' };

// Group members in tips are GroupMemberFullInfo; only who they are matters here. A missing or malformed one is
// "nobody": an operator who is not a member (an app admin) arrives like that from the server.
const person = z.catch(z.object({ userID: text, nickname: text }), NOBODY);
const personList = z.catch(
  z.pipe(
    z.array(z.unknown()),
    z.transform((items) => items.map((item) => person.parse(item)).filter((p) => p.userID !== '')),
  ),
  [],
);
const groupTip = z.object({ opUser: person, group: z.catch(z.object({ groupName: text }), { groupName: '' }) });

const isSomeone = (p: TipPerson) => p.userID !== '';

/** Reads a notification message (contentType 1201, 1400, 15xx, 1701, 2101) into a tip; anything unusable → null. */
export function parseNotification(
  message: Pick<MessageItem, 'contentType' | 'notificationElem'>,
): NotificationTipData | null {
  const detail = parseDetail(message.notificationElem?.detail);
  if (detail === null) return null;
  // Widened: the SDK's MessageType enum lacks some of the server's tips (1517, 1518).
  switch (message.contentType as number) {
    case ContentType.friendApplicationApproved:
      return { kind: 'friendAdded' };
    case ContentType.groupCreated:
      return simpleGroupTip('groupCreated', detail);
    case ContentType.groupInfoSet:
      return simpleGroupTip('groupInfoUpdated', detail);
    case ContentType.groupInfoSetAnnouncement:
      return simpleGroupTip('groupAnnouncementUpdated', detail);
    case ContentType.groupDismissed:
      return simpleGroupTip('groupDismissed', detail);
    case ContentType.groupMuted:
      return simpleGroupTip('groupMuted', detail);
    case ContentType.groupCancelMuted:
      return simpleGroupTip('groupUnmuted', detail);
    case ContentType.groupInfoSetName: {
      const tip = groupTip.safeParse(detail);
      return tip.success
        ? { kind: 'groupNameUpdated', opUser: tip.data.opUser, groupName: tip.data.group.groupName }
        : null;
    }
    case ContentType.memberQuit: {
      const quitUser = person.parse(field(detail, 'quitUser'));
      return isSomeone(quitUser) ? { kind: 'memberQuit', quitUser } : null;
    }
    case ContentType.memberEnter: {
      const entrant = person.parse(field(detail, 'entrantUser'));
      return isSomeone(entrant) ? { kind: 'memberEntered', entrant } : null;
    }
    case ContentType.groupOwnerTransferred: {
      const newOwner = person.parse(field(detail, 'newGroupOwner'));
      return isSomeone(newOwner) ? { kind: 'ownerTransferred', opUser: opUserOf(detail), newOwner } : null;
    }
    case ContentType.memberKicked: {
      const kickedUsers = personList.parse(field(detail, 'kickedUserList'));
      return kickedUsers.length > 0 ? { kind: 'memberKicked', opUser: opUserOf(detail), kickedUsers } : null;
    }
    case ContentType.memberInvited: {
      const invitedUsers = personList.parse(field(detail, 'invitedUserList'));
      // inviterUser is who invited; opUser differs when an admin approved an invitation that needed approval.
      const inviter = person.parse(field(detail, 'inviterUser'));
      return invitedUsers.length > 0
        ? { kind: 'memberInvited', inviter: isSomeone(inviter) ? inviter : opUserOf(detail), invitedUsers }
        : null;
    }
    case ContentType.groupMemberMuted: {
      const mutedUser = person.parse(field(detail, 'mutedUser'));
      // mutedSeconds is the current field; older servers sent muteTime.
      const seconds = z.catch(z.number(), 0);
      const mutedSeconds = seconds.parse(field(detail, 'mutedSeconds')) || seconds.parse(field(detail, 'muteTime'));
      return isSomeone(mutedUser)
        ? { kind: 'memberMuted', opUser: opUserOf(detail), mutedUser, mutedSeconds: Math.max(0, mutedSeconds) }
        : null;
    }
    case ContentType.groupMemberCancelMuted: {
      const mutedUser = person.parse(field(detail, 'mutedUser'));
      return isSomeone(mutedUser) ? { kind: 'memberUnmuted', opUser: opUserOf(detail), mutedUser } : null;
    }
    case ContentType.groupMemberSetToAdmin:
    case ContentType.groupMemberSetToOrdinary: {
      const changed = person.parse(field(detail, 'changedUser'));
      const kind = (message.contentType as number) === ContentType.groupMemberSetToAdmin ? 'adminSet' : 'adminUnset';
      return isSomeone(changed) ? { kind, opUser: opUserOf(detail), member: changed } : null;
    }
    case ContentType.conversationPrivateChat: {
      const isPrivate = field(detail, 'isPrivate');
      return typeof isPrivate === 'boolean' ? { kind: 'burnAfterReading', enabled: isPrivate } : null;
    }
    case ContentType.revoked:
      return parseRevoke(detail);
    case ContentType.oaNotification: {
      // OpenIM's OA notice: {notificationName, text, externalUrl, mixType, …}; only its words are shown.
      const notice = text.parse(field(detail, 'text')).trim();
      return notice
        ? { kind: 'oaNotification', from: text.parse(field(detail, 'notificationName')).trim(), text: notice }
        : null;
    }
    default:
      return null;
  }
}

// The SDK rewrites a recalled message into a 2101 whose detail is its RevokedInfo; the server's pulls match it.
const revokeDetail = z.object({
  revokerID: text,
  revokerNickname: text,
  sourceMessageSendID: text,
  sourceMessageSenderNickname: text,
});

function parseRevoke(detail: object): NotificationTipData | null {
  const parsed = revokeDetail.safeParse(detail);
  if (!parsed.success || !parsed.data.revokerID) return null;
  const { revokerID, revokerNickname, sourceMessageSendID, sourceMessageSenderNickname } = parsed.data;
  return {
    kind: 'revoked',
    revoker: { userID: revokerID, nickname: revokerNickname },
    sender: sourceMessageSendID ? { userID: sourceMessageSendID, nickname: sourceMessageSenderNickname } : null,
  };
}

function simpleGroupTip<K extends Extract<NotificationTipData, { opUser: TipPerson }>['kind']>(
  kind: K,
  detail: object,
) {
  return { kind, opUser: opUserOf(detail) } as Extract<NotificationTipData, { kind: K }>;
}

function opUserOf(detail: object): TipPerson {
  return person.parse(field(detail, 'opUser'));
}

function field(detail: object, key: string): unknown {
  return (detail as Record<string, unknown>)[key];
}

/** notificationElem.detail is a JSON string of the tips struct; only an object is usable. */
function parseDetail(detail: unknown): object | null {
  if (typeof detail !== 'string' || !detail) return null;
  try {
    const value: unknown = JSON.parse(detail);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
