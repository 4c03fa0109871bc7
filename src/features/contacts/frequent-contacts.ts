import type { ConversationItem } from '../../state/sdk-types';

/** How many people the contact tab offers as frequent contacts. */
const FREQUENT_CONTACT_COUNT = 5;

/** The people of the most recent one-to-one conversations (session type 1), newest first. */
export function frequentContacts(conversations: readonly ConversationItem[], limit = FREQUENT_CONTACT_COUNT) {
  return conversations
    .filter((conversation) => conversation.conversationType === 1 && conversation.userID)
    .sort((a, b) => b.latestMsgSendTime - a.latestMsgSendTime)
    .slice(0, limit)
    .map(({ userID, showName, faceURL }) => ({ userID, name: showName || userID, faceURL }));
}
