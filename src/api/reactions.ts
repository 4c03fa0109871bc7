import { chatPost } from './chat-client';
import type { ConversationRef, MessageReactions, ReactionGroup } from '../../wire/message-extras';

/** The reactions of up to MAX_REACTION_READ messages of one conversation (members only). */
export const fetchReactions = (conversation: ConversationRef, clientMsgIDs: readonly string[]) =>
  chatPost<{ conversationID: string; messages: MessageReactions[] }>('/message/reaction/get', {
    ...conversation,
    clientMsgIDs,
  });

/** Gives or takes back the caller's `emoji`; answers the message's reactions as they are now. */
export const setReaction = (conversation: ConversationRef, clientMsgID: string, emoji: string, react: boolean) =>
  chatPost<{ conversationID: string; reactions: ReactionGroup[] }>('/message/reaction/set', {
    ...conversation,
    clientMsgID,
    emoji,
    react,
  });
