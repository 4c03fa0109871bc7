import { atom } from 'jotai';
import type { MessageItem } from '../sdk-types';
import type { MessageEdit } from '../../../wire/message-extras';
import { ContentType } from './content-type';

/** What the chat service said of a message's edits: its newest text, or null when it was read and never edited. */
export type KnownEdit = Pick<MessageEdit, 'text' | 'editTime'> | null;

/** Edits by conversation, then clientMsgID, as read from the chat service and heard since. */
export type EditsByConversation = Readonly<Record<string, Readonly<Record<string, KnownEdit>>>>;

export const editsAtom = atom<EditsByConversation>({});

/** Text (101), @-mention (106) and quote (114) messages: the ones their sender may edit. */
export const isEditableKind = (message: Pick<MessageItem, 'contentType'>) =>
  message.contentType === ContentType.text ||
  message.contentType === ContentType.atText ||
  message.contentType === ContentType.quote;

/**
 * The state with what was read or heard of these messages' edits. A newer edit is never replaced by an older one,
 * so a read answered late and a notice heard early end up the same; `read` are the messages asked about, and those
 * the answer leaves out are known to be unedited.
 */
export function withEdits(
  state: EditsByConversation,
  conversationID: string,
  edits: readonly MessageEdit[],
  read: readonly string[] = [],
): EditsByConversation {
  const conversation = { ...(state[conversationID] ?? {}) };
  let changed = false;
  for (const id of read) {
    if (!(id in conversation)) {
      conversation[id] = null;
      changed = true;
    }
  }
  for (const { clientMsgID, text, editTime } of edits) {
    const known = conversation[clientMsgID];
    if (known && known.editTime >= editTime) continue;
    conversation[clientMsgID] = { text, editTime };
    changed = true;
  }
  return changed ? { ...state, [conversationID]: conversation } : state;
}

/** The message as it reads after an edit: the same message with its own text replaced (a quote keeps its quote). */
export function editedMessage(message: MessageItem, text: string): MessageItem {
  switch (message.contentType) {
    case ContentType.text:
      return { ...message, textElem: { ...message.textElem, content: text } };
    case ContentType.atText:
      return { ...message, atTextElem: { ...message.atTextElem!, text } };
    case ContentType.quote:
      return { ...message, quoteElem: { ...message.quoteElem!, text } };
    default:
      return message;
  }
}

/** The edit known for a message, if it is of a kind that can be edited (a recalled one never shows an edit). */
export function knownEdit(state: EditsByConversation, conversationID: string, message: MessageItem) {
  if (!isEditableKind(message)) return null;
  return state[conversationID]?.[message.clientMsgID] ?? null;
}
