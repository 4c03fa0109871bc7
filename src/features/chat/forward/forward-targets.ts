import type { ConversationItem, FriendUserItem, GroupItem } from '../../../state/sdk-types';
import { friendName } from '../../contacts/friend-name';
import { matchesSearch } from '../../contacts/match-search';
import { SessionType } from '../../../state/messages/content-type';

/** Somewhere a message can be forwarded to: a person or a group, with what the chooser shows of it. */
export interface ForwardTarget {
  /** The same person or group has the same key in every section, so checking it in one checks it everywhere. */
  key: string;
  sourceID: string;
  sessionType: number;
  name: string;
  faceURL: string;
}

export interface ForwardTargetSections {
  recent: ForwardTarget[];
  friends: ForwardTarget[];
  groups: ForwardTarget[];
}

const targetKey = (sessionType: number, sourceID: string) => `${sessionType}:${sourceID}`;

const person = (userID: string, name: string, faceURL: string): ForwardTarget => ({
  key: targetKey(SessionType.single, userID),
  sourceID: userID,
  sessionType: SessionType.single,
  name,
  faceURL,
});

const group = (groupID: string, name: string, faceURL: string): ForwardTarget => ({
  key: targetKey(SessionType.workingGroup, groupID),
  sourceID: groupID,
  sessionType: SessionType.workingGroup,
  name,
  faceURL,
});

/**
 * The chooser's three sections: recent chats in the conversation list's order (the notification chat receives
 * nothing), then friends and groups; each narrowed to the names that match the search.
 */
export function forwardTargetSections(
  source: {
    conversations: readonly ConversationItem[];
    friends: readonly FriendUserItem[];
    groups: readonly GroupItem[];
  },
  query: string,
): ForwardTargetSections {
  const recent = source.conversations.flatMap((conversation) => {
    if (conversation.conversationType === SessionType.single && conversation.userID)
      return [person(conversation.userID, conversation.showName || conversation.userID, conversation.faceURL)];
    if (conversation.conversationType === SessionType.workingGroup && conversation.groupID)
      return [group(conversation.groupID, conversation.showName || conversation.groupID, conversation.faceURL)];
    return [];
  });
  const friends = source.friends.map((friend) => person(friend.userID, friendName(friend), friend.faceURL));
  const groups = source.groups.map((item) => group(item.groupID, item.groupName || item.groupID, item.faceURL));
  const matching = (targets: ForwardTarget[]) =>
    targets.filter((target) => matchesSearch(query, [target.name, target.sourceID]));
  return { recent: matching(recent), friends: matching(friends), groups: matching(groups) };
}
