import type { createStore } from 'jotai';
import { ChatServiceError } from '../api/chat-client';
import { fetchReactions, setReaction } from '../api/reactions';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { applyReaction, reactionsAtom, withReaction } from '../state/messages/reaction-atoms';
import { selfInfoAtom } from '../state/profile/self-info-atoms';
import { isNotification } from '../state/messages/message-history';
import {
  MAX_REACTION_READ,
  REACTION_NOTICE_KEY,
  type ConversationRef,
  type ReactionGroup,
  type ReactionNotice,
} from '../../wire/message-extras';
import {
  clearPendingReactionsOf,
  pendingReactionsOf,
  putPendingReaction,
  removePendingReaction,
  type PendingReaction,
} from './reaction-outbox-db';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** The signed-in user's waiting reactions, oldest first, mirrored from IndexedDB. */
let pending: PendingReaction[] = [];
let owner: string | null = null;
let flushing: Promise<void> | null = null;
let flushAgain = false;
/** Messages whose reactions are being read now, so a second render does not ask again. */
const reading = new Set<string>();

/** Which conversation, as the chat service names it: the group, or the other person of a single chat. */
export function conversationRef(store: Store, conversationID: string): ConversationRef | undefined {
  const known = store.get(conversationsAtom).find((c) => c.conversationID === conversationID);
  if (known?.groupID) return { groupID: known.groupID };
  if (known?.userID) return { peerUserID: known.userID };
  const self = store.get(selfInfoAtom)?.userID;
  const message = store.get(openMessagesAtom).find((m) => !isNotification(m));
  if (!message || store.get(openConversationIDAtom) !== conversationID) return undefined;
  if (message.groupID) return { groupID: message.groupID };
  return { peerUserID: message.sendID === self ? message.recvID : message.sendID };
}

/** The server's reactions with this user's waiting wishes laid over them, so a reload shows what was tapped. */
function withPending(conversationID: string, clientMsgID: string, groups: readonly ReactionGroup[]) {
  return pending
    .filter((p) => p.conversationID === conversationID && p.clientMsgID === clientMsgID)
    .reduce((current, p) => applyReaction(current, { emoji: p.emoji, userID: p.userID, react: p.react }), groups);
}

/** Reads the reactions of these messages of one conversation (members only) into the state. */
export async function loadReactions(store: Store, conversationID: string, clientMsgIDs: readonly string[]) {
  const ref = conversationRef(store, conversationID);
  if (!ref) return;
  for (let i = 0; i < clientMsgIDs.length; i += MAX_REACTION_READ) {
    const batch = clientMsgIDs.slice(i, i + MAX_REACTION_READ);
    for (const id of batch) reading.add(`${conversationID}\n${id}`);
    try {
      const { messages } = await fetchReactions(ref, batch);
      const found = new Map(messages.map((m) => [m.clientMsgID, m.reactions]));
      store.set(reactionsAtom, (state) =>
        batch.reduce(
          (next, id) =>
            withReaction(next, conversationID, id, () => withPending(conversationID, id, found.get(id) ?? [])),
          state,
        ),
      );
    } catch (error) {
      // Offline: what this user tapped still shows; the rest is read when the connection returns. Refused (no
      // longer a member): nothing to show, and nothing to ask again each time the chat changes.
      const waiting = transient(error)
        ? batch.filter((id) => pending.some((p) => p.conversationID === conversationID && p.clientMsgID === id))
        : batch;
      store.set(reactionsAtom, (state) =>
        waiting.reduce(
          (next, id) => withReaction(next, conversationID, id, () => withPending(conversationID, id, [])),
          state,
        ),
      );
      throw error;
    } finally {
      for (const id of batch) reading.delete(`${conversationID}\n${id}`);
    }
  }
}

/** The open chat's messages whose reactions have not been read yet (all of them with `all`). */
function openChatMessages(store: Store, all: boolean): { conversationID: string; ids: string[] } | undefined {
  const conversationID = store.get(openConversationIDAtom);
  if (!conversationID) return undefined;
  const known = store.get(reactionsAtom)[conversationID] ?? {};
  const ids = store
    .get(openMessagesAtom)
    .filter((m) => !isNotification(m) && m.clientMsgID)
    .map((m) => m.clientMsgID)
    .filter((id) => all || (!(id in known) && !reading.has(`${conversationID}\n${id}`)));
  return { conversationID, ids };
}

/** Whenever the open chat shows messages not read yet, their reactions are read. */
export function watchOpenChatReactions(store: Store): () => void {
  const load = () => {
    const missing = openChatMessages(store, false);
    if (missing && missing.ids.length > 0)
      void loadReactions(store, missing.conversationID, missing.ids).catch(() => undefined);
  };
  const unsubscribe = [store.sub(openMessagesAtom, load), store.sub(openConversationIDAtom, load)];
  return () => unsubscribe.forEach((u) => u());
}

/** After a reconnect: changes told while offline were missed, so the open chat's reactions are read again. */
export async function refreshOpenChatReactions(store: Store): Promise<void> {
  const open = openChatMessages(store, true);
  if (open && open.ids.length > 0) await loadReactions(store, open.conversationID, open.ids);
}

/** Reads the user's waiting reactions after sign-in (or a reload); flushReactions sends them once connected. */
export async function loadReactionOutbox(userID: string): Promise<void> {
  owner = userID;
  pending = await pendingReactionsOf(userID);
}

/**
 * Gives (or takes back) this user's `emoji` on a message: shown at once, kept in the outbox, and sent now if the
 * chat service can be reached, else when the connection returns.
 */
export async function toggleReaction(
  store: Store,
  conversationID: string,
  clientMsgID: string,
  emoji: string,
  react: boolean,
): Promise<void> {
  const ref = conversationRef(store, conversationID);
  if (!owner || !ref) return;
  const entry: PendingReaction = {
    id: [owner, conversationID, clientMsgID, emoji].join('\n'),
    userID: owner,
    conversationID,
    groupID: ref.groupID ?? '',
    peerUserID: ref.peerUserID ?? '',
    clientMsgID,
    emoji,
    react,
    queuedAt: Date.now(),
  };
  pending = [...pending.filter((p) => p.id !== entry.id), entry];
  store.set(reactionsAtom, (state) =>
    withReaction(state, conversationID, clientMsgID, (groups) => applyReaction(groups, { ...entry, userID: owner! })),
  );
  await putPendingReaction(entry);
  await flushReactions(store);
}

/** A failure worth trying again later: no network, a timeout, or the service itself down (5xx). */
const transient = (error: unknown) =>
  !(error instanceof ChatServiceError) || (error.errCode >= 500 && error.errCode < 600);

async function sendOne(store: Store, entry: PendingReaction): Promise<'sent' | 'later'> {
  const ref = entry.groupID ? { groupID: entry.groupID } : { peerUserID: entry.peerUserID };
  try {
    const { reactions } = await setReaction(ref, entry.clientMsgID, entry.emoji, entry.react);
    forget(entry);
    store.set(reactionsAtom, (state) =>
      withReaction(state, entry.conversationID, entry.clientMsgID, () =>
        withPending(entry.conversationID, entry.clientMsgID, reactions),
      ),
    );
    return 'sent';
  } catch (error) {
    if (transient(error)) return 'later';
    // Refused (a limit, no longer a member): what the server has is what shows.
    forget(entry);
    await loadReactions(store, entry.conversationID, [entry.clientMsgID]).catch(() => undefined);
    return 'sent';
  }
}

/** Drops a sent wish, unless a newer one about the same emoji came while it was on its way. */
function forget(entry: PendingReaction) {
  if (!pending.includes(entry)) return;
  pending = pending.filter((p) => p !== entry);
  void removePendingReaction(entry.id).catch(() => undefined);
}

/** Sends the waiting reactions in order, one at a time; at sign-in, on each reaction, and when the connection is back. */
export function flushReactions(store: Store): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      flushAgain = false;
      for (const entry of [...pending]) {
        if (owner !== entry.userID || (await sendOne(store, entry)) === 'later') break;
      }
    } while (flushAgain);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

function parseNotice(data: unknown): ReactionNotice | undefined {
  const { key, data: text } = (data ?? {}) as { key?: unknown; data?: unknown };
  if (key !== REACTION_NOTICE_KEY || typeof text !== 'string') return undefined;
  try {
    const notice = JSON.parse(text) as Partial<ReactionNotice>;
    const strings = [notice.conversationID, notice.clientMsgID, notice.emoji, notice.userID];
    if (strings.some((s) => typeof s !== 'string') || typeof notice.react !== 'boolean') return undefined;
    return notice as ReactionNotice;
  } catch {
    return undefined;
  }
}

/**
 * The chat service tells each change to every member's devices as an IM business notification. A message whose
 * reactions were never read here is left alone: they are read whole when it shows.
 */
export function subscribeReactionNotices(store: Store, on: On): void {
  on<unknown>('OnRecvCustomBusinessMessage', (data) => {
    const notice = parseNotice(data);
    if (!notice) return;
    if (!(notice.clientMsgID in (store.get(reactionsAtom)[notice.conversationID] ?? {}))) return;
    // This device's own wish still waiting wins over an older change heard now.
    store.set(reactionsAtom, (state) =>
      withReaction(state, notice.conversationID, notice.clientMsgID, (groups) =>
        withPending(notice.conversationID, notice.clientMsgID, applyReaction(groups, notice)),
      ),
    );
  });
}

/** Sign-out drops the waiting reactions and what was read. */
export async function forgetReactions(store: Store): Promise<void> {
  const userID = owner;
  owner = null;
  pending = [];
  store.set(reactionsAtom, {});
  if (userID) await clearPendingReactionsOf(userID);
}
