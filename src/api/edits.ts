import { chatPost } from './chat-client';
import type { ConversationRef, EditNotice, EditVersion, MessageEdit } from '../../wire/message-extras';

/** The newest text of those of up to MAX_EDIT_READ messages of one conversation that were edited (members only). */
export const fetchEdits = (conversation: ConversationRef, clientMsgIDs: readonly string[]) =>
  chatPost<{ conversationID: string; messages: MessageEdit[] }>('/message/edit/get', { ...conversation, clientMsgIDs });

/** Replaces the text of the caller's own text message; answers the edit as stored. */
export const saveMessageEdit = (conversation: ConversationRef, clientMsgID: string, text: string) =>
  chatPost<EditNotice>('/message/edit/set', { ...conversation, clientMsgID, text });

/** Every version of an edited message, the text as sent first (its sender and a group's owner and admins only). */
export const fetchEditHistory = (conversation: ConversationRef, clientMsgID: string) =>
  chatPost<{ conversationID: string; clientMsgID: string; versions: EditVersion[] }>('/message/edit/history', {
    ...conversation,
    clientMsgID,
  });
