import type { ConversationStore } from '../conversations/conversation-store.ts';
import type { MsgData } from '../protocol/protobuf.ts';
import { SessionType } from './message-model.ts';
import { notifyConversationChanged } from './conversation-change.ts';
import type { MessageService } from './message-service.ts';

/** Mention text (OpenIM's AtText). */
const AT_TEXT = 106;
/** What a mention of everyone carries in atUserIDList (OpenIM's constant.AtAllString). */
const AT_ALL_TAG = 'AtAllTag';
/** Conversation groupAtType values (openim-http-api.md §2). */
const GroupAtType = { normal: 0, atMe: 1, atAll: 2, atAllAtMe: 3 } as const;

/** A conversation whose owner's copy changed: the caller tells that owner's devices (1300). */
type MarkChanged = (owner: string) => void;

/**
 * Marks the group conversation of every member a mention names, as OpenIM's msg service does after a group AtText
 * (setConversationAtInfo): named members get "@me"; with @all, every other member gets "@all" and the named ones
 * "@all and @me". Names that are not members are ignored. The mark stays until the member's client resets it
 * (resetConversationGroupAtType), usually on opening the chat.
 */
function markMentions(
  conversations: ConversationStore,
  msg: MsgData,
  conversationID: string,
  members: readonly string[],
  changed: MarkChanged,
): void {
  if (msg.contentType !== AT_TEXT || msg.sessionType !== SessionType.workingGroup) return;
  const named = new Set(msg.atUserIDList);
  const atAll = named.delete(AT_ALL_TAG);
  const identity = { conversationID, conversationType: SessionType.workingGroup, userID: '', groupID: msg.groupID };
  for (const owner of members) {
    const isNamed = named.has(owner);
    let type: number | undefined;
    // With @all the sender is left out altogether; without it, a sender who names themselves is marked too.
    if (atAll) type = owner === msg.sendID ? undefined : isNamed ? GroupAtType.atAllAtMe : GroupAtType.atAll;
    else type = isNamed ? GroupAtType.atMe : undefined;
    if (type !== undefined && conversations.upsert(owner, identity, { groupAtType: type })) changed(owner);
  }
}

/** Marks mentions in every group message once it is stored, and tells each marked member's devices (1300). */
export function watchMentions(messages: MessageService, conversations: ConversationStore): void {
  messages.onStored((msg, conversationID, recipients) =>
    markMentions(conversations, msg, conversationID, recipients, (owner) =>
      notifyConversationChanged(messages, owner, conversationID),
    ),
  );
}
