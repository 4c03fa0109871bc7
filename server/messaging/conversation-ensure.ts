import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { MsgData } from '../protocol/protobuf.ts';
import { SessionType } from './message-model.ts';

/**
 * Creates, for each owner who lacks it, the conversation a stored message belongs to: both sides of a 1:1 chat, the
 * receiver of a notification, every member of a group. Apart from message-service.ts to keep that file to sending.
 */
export function ensureConversations(
  conversations: ConversationStore,
  conversationID: string,
  msg: MsgData,
  recipients: readonly string[],
): void {
  if (msg.sessionType === SessionType.single) {
    for (const owner of recipients) {
      const peer = owner === msg.sendID ? msg.recvID : msg.sendID;
      conversations.ensure(owner, {
        conversationID,
        conversationType: SessionType.single,
        userID: peer,
        groupID: '',
      });
    }
  } else if (msg.sessionType === SessionType.notification) {
    conversations.ensure(msg.recvID, {
      conversationID,
      conversationType: SessionType.notification,
      userID: msg.sendID,
      groupID: '',
    });
  } else if (msg.sessionType === SessionType.workingGroup) {
    for (const owner of recipients) {
      conversations.ensure(owner, {
        conversationID,
        conversationType: SessionType.workingGroup,
        userID: '',
        groupID: msg.groupID,
      });
    }
  }
}
