import type { MessageService } from './message-service.ts';
import { ContentType, SessionType } from './message-model.ts';

/** Tells the owner's devices that one of their conversations changed (1300), so their SDKs sync it; never stored. */
export function notifyConversationChanged(
  messages: Pick<MessageService, 'notify'>,
  ownerID: string,
  conversationID: string,
): void {
  messages.notify({
    sendID: ownerID,
    recvID: ownerID,
    sessionType: SessionType.single,
    contentType: ContentType.conversationChange,
    tips: { userID: ownerID, conversationIDList: [conversationID] },
    reliable: false,
  });
}
