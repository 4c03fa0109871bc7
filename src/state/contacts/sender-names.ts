import { atom } from 'jotai';
import type { GroupMemberItem, MessageItem } from '../sdk-types';
import { SessionType } from '../messages/content-type';
import { friendsAtom } from './contact-atoms';

/** A sender as the reader's own data names them. */
export interface KnownSender {
  name: string;
  faceURL: string;
}

/**
 * Group members' names as this device's SDK knows them, by memberKey(groupID, userID): read for the senders the
 * screens show (src/sdk/sender-names.ts) and kept current by the SDK's member events.
 */
export const memberNamesAtom = atom<Record<string, KnownSender>>({});

export const memberKey = (groupID: string, userID: string) => `${groupID}/${userID}`;

export const fromMember = (member: GroupMemberItem): KnownSender => ({
  name: member.nickname,
  faceURL: member.faceURL,
});

/** Friends by userID: the remark the reader gave them, else their nickname. */
export const friendNamesAtom = atom(
  (get) =>
    new Map(
      get(friendsAtom).map((friend) => [
        friend.userID,
        { name: friend.remark || friend.nickname, faceURL: friend.faceURL } satisfies KnownSender,
      ]),
    ),
);

/**
 * Who sent a message, from the reader's own member and friend data: a message's senderNickname and senderFaceUrl
 * are whatever its sender's client wrote (the embedded server overwrites them, other servers may not), so they
 * are the last resort, for a sender the reader knows nothing of yet.
 */
export function knownSender(
  message: Pick<MessageItem, 'sendID' | 'sessionType' | 'groupID' | 'senderNickname' | 'senderFaceUrl'>,
  friends: ReadonlyMap<string, KnownSender>,
  members: Readonly<Record<string, KnownSender>>,
): KnownSender {
  const member =
    message.sessionType === SessionType.workingGroup ? members[memberKey(message.groupID, message.sendID)] : undefined;
  const known = member ?? friends.get(message.sendID);
  return {
    name: known?.name || message.senderNickname,
    faceURL: known ? known.faceURL : message.senderFaceUrl,
  };
}
