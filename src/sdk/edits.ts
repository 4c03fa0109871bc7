import type { createStore } from 'jotai';
import { fetchEditHistory, fetchEdits, saveMessageEdit } from '../api/edits';
import { ChatServiceError } from '../api/chat-client';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { editsAtom, isEditableKind, withEdits, editedMessage, knownEdit } from '../state/messages/edit-atoms';
import { parseLatestMessage } from '../state/messages/latest-message';
import type { MessageItem } from '../state/sdk-types';
import { conversationRef } from './reactions';
import { EDIT_NOTICE_KEY, MAX_EDIT_READ, type EditNotice, type ConversationRef } from '../../wire/message-extras';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** Conversations in the list whose newest message's edits are read at start: the ones a person sees first. */
const LATEST_READ_LIMIT = 30;
/** Messages whose edits are being read now, so a second render does not ask again. */
const reading = new Set<string>();
const key = (conversationID: string, clientMsgID: string) => `${conversationID}\n${clientMsgID}`;

/** Reads what the chat service keeps of these messages' edits into the state (members only). */
export async function loadEdits(
  store: Store,
  conversationID: string,
  clientMsgIDs: readonly string[],
  ref: ConversationRef | undefined = conversationRef(store, conversationID),
): Promise<void> {
  if (!ref) return;
  for (let i = 0; i < clientMsgIDs.length; i += MAX_EDIT_READ) {
    const batch = clientMsgIDs.slice(i, i + MAX_EDIT_READ);
    for (const id of batch) reading.add(key(conversationID, id));
    try {
      const { messages } = await fetchEdits(ref, batch);
      store.set(editsAtom, (state) => withEdits(state, conversationID, messages, batch));
    } catch (error) {
      // Refused (no longer a member, a service without edits): nothing to show, and nothing to ask again each time
      // the list changes. Offline: asked again when it shows next.
      if (error instanceof ChatServiceError && (error.errCode < 500 || error.errCode >= 600))
        store.set(editsAtom, (state) => withEdits(state, conversationID, [], batch));
      throw error;
    } finally {
      for (const id of batch) reading.delete(key(conversationID, id));
    }
  }
}

/** The editable messages of `messages` whose edits have not been read yet (all of them with `all`). */
function unread(store: Store, conversationID: string, messages: readonly MessageItem[], all = false): string[] {
  const known = store.get(editsAtom)[conversationID] ?? {};
  return messages
    .filter((m) => isEditableKind(m) && m.clientMsgID)
    .map((m) => m.clientMsgID)
    .filter((id) => all || (!(id in known) && !reading.has(key(conversationID, id))));
}

/** Whenever the open chat shows text messages not read yet, their edits are read. */
export function watchOpenChatEdits(store: Store): () => void {
  const load = () => {
    const conversationID = store.get(openConversationIDAtom);
    if (!conversationID) return;
    const ids = unread(store, conversationID, store.get(openMessagesAtom));
    if (ids.length > 0) void loadEdits(store, conversationID, ids).catch(() => undefined);
  };
  const unsubscribe = [store.sub(openMessagesAtom, load), store.sub(openConversationIDAtom, load)];
  return () => unsubscribe.forEach((u) => u());
}

/**
 * The list's previews follow edits: the newest message of the first conversations, when it is a text message, is
 * asked about once (an edit told later arrives as a notice). One conversation at a time, after what the screen
 * itself asks for, so a start-up is not a burst of requests.
 */
export function watchLatestMessageEdits(store: Store): () => void {
  let queue = Promise.resolve();
  const load = () => {
    for (const conversation of store.get(conversationsAtom).slice(0, LATEST_READ_LIMIT)) {
      const { conversationID, groupID, userID } = conversation;
      const latest = parseLatestMessage(conversation.latestMsg);
      const ids = latest ? unread(store, conversationID, [latest]) : [];
      if (ids.length === 0 || (!groupID && !userID)) continue;
      for (const id of ids) reading.add(key(conversationID, id));
      const ref = groupID ? { groupID } : { peerUserID: userID };
      queue = queue.then(() =>
        loadEdits(store, conversationID, ids, ref)
          .catch(() => undefined)
          .finally(() => ids.forEach((id) => reading.delete(key(conversationID, id)))),
      );
    }
  };
  load();
  return store.sub(conversationsAtom, load);
}

/** After a reconnect: edits told while offline were missed, so the open chat's are read again. */
export async function refreshOpenChatEdits(store: Store): Promise<void> {
  const conversationID = store.get(openConversationIDAtom);
  if (!conversationID) return;
  const ids = unread(store, conversationID, store.get(openMessagesAtom), true);
  if (ids.length > 0) await loadEdits(store, conversationID, ids);
}

/** Messages as they read now: those of `messages` edited show their newest text (for the in-chat search). */
export async function withCurrentText(
  store: Store,
  conversationID: string,
  messages: readonly MessageItem[],
): Promise<MessageItem[]> {
  const ids = unread(store, conversationID, messages);
  if (ids.length > 0) await loadEdits(store, conversationID, ids).catch(() => undefined);
  const state = store.get(editsAtom);
  return messages.map((message) => {
    const edit = knownEdit(state, conversationID, message);
    return edit ? editedMessage(message, edit.text) : message;
  });
}

/** Replaces the text of the user's own message; shown here at once, and on every device through the notice. */
export async function editMessage(store: Store, conversationID: string, clientMsgID: string, text: string) {
  const ref = conversationRef(store, conversationID);
  if (!ref) throw new Error('no such conversation');
  const edit = await saveMessageEdit(ref, clientMsgID, text);
  store.set(editsAtom, (state) => withEdits(state, conversationID, [edit]));
}

/** The versions of an edited message, the text as sent first. */
export async function editHistory(store: Store, conversationID: string, clientMsgID: string) {
  const ref = conversationRef(store, conversationID);
  if (!ref) throw new Error('no such conversation');
  return (await fetchEditHistory(ref, clientMsgID)).versions;
}

function parseNotice(data: unknown): EditNotice | undefined {
  const { key: noticeKey, data: text } = (data ?? {}) as { key?: unknown; data?: unknown };
  if (noticeKey !== EDIT_NOTICE_KEY || typeof text !== 'string') return undefined;
  try {
    const notice = JSON.parse(text) as Partial<EditNotice>;
    const strings = [notice.conversationID, notice.clientMsgID, notice.text];
    if (strings.some((s) => typeof s !== 'string') || typeof notice.editTime !== 'number') return undefined;
    return notice as EditNotice;
  } catch {
    return undefined;
  }
}

/** The chat service tells each edit to every member's devices as an IM business notification. */
export function subscribeEditNotices(store: Store, on: On): void {
  on<unknown>('OnRecvCustomBusinessMessage', (data) => {
    const notice = parseNotice(data);
    if (notice) store.set(editsAtom, (state) => withEdits(state, notice.conversationID, [notice]));
  });
}

/** Sign-out forgets what was read. */
export function forgetEdits(store: Store): void {
  store.set(editsAtom, {});
}
