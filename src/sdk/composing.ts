import { CbEvents, GroupMemberFilter } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import { notePeerInput, TYPING_WINDOW_MS, type PeerInputStatus } from '../state/chat/typing-atoms';
import { sendMessage } from './messaging';
import { exWithoutLinkPreview } from '../../wire/link-preview';
import { openIM } from './sdk-instance';
import type { ConversationItem, GroupMemberItem, MessageItem } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;

/** The user ID OpenIM puts in atUserIDList to mention everyone in a group (openim-sdk-core's AtAllString). */
export const AT_ALL_USER_ID = 'AtAllTag';

/** IM error codes a refused send comes back with (server/messaging/send-checks.ts). */
export const SendRefusal = {
  blockedByPeer: 1302,
  notInGroup: 1203,
  groupDismissed: 1204,
  memberMuted: 1402,
  groupMuted: 1403,
} as const;

export interface OutgoingText {
  text: string;
  /** Mentioned members (AT_ALL_USER_ID for everyone), with the name shown in the text. */
  mentions: Array<{ userID: string; nickname: string }>;
  /** The message replied to. */
  quote: MessageItem | null;
  /** False when the sender removed the card of the message's link before sending; shown by default. */
  linkPreview?: boolean;
}

/** Creates the text, at-text or quote message the composer's content calls for, and sends it. */
export async function sendComposedText(
  store: Store,
  conversation: ConversationItem,
  outgoing: OutgoingText,
): Promise<MessageItem> {
  const im = await openIM();
  const { text, mentions, quote } = outgoing;
  let message: MessageItem;
  if (mentions.length > 0) {
    // An at-text message carries its own quote, so a reply can mention people too.
    ({ data: message } = await im.createTextAtMessage({
      text,
      atUserIDList: mentions.map((mention) => mention.userID),
      atUsersInfo: mentions.map((mention) => ({ atUserID: mention.userID, groupNickname: mention.nickname })),
      message: quote ?? undefined,
    }));
  } else if (quote) {
    ({ data: message } = await im.createQuoteMessage({ text, message: JSON.stringify(quote) }));
  } else {
    ({ data: message } = await im.createTextMessage(text));
  }
  // The choice travels in the message's ex, which OpenIM stores and delivers as is and its own clients never show.
  if (outgoing.linkPreview === false) message = { ...message, ex: exWithoutLinkPreview(message.ex) };
  return sendMessage(store, conversation, message);
}

/** Stores the unsent text with the conversation (empty removes it); the list shows it as "[Draft] …". */
export async function saveDraft(conversationID: string, draftText: string): Promise<void> {
  const im = await openIM();
  await im.setConversationDraft({ conversationID, draftText });
}

const MEMBER_PAGE = 500;

/** Everyone in the group, for the mention picker. */
export async function groupMembers(groupID: string): Promise<GroupMemberItem[]> {
  const im = await openIM();
  const members: GroupMemberItem[] = [];
  for (let offset = 0; ; offset += MEMBER_PAGE) {
    const { data } = await im.getGroupMemberList({
      groupID,
      filter: GroupMemberFilter.All,
      offset,
      count: MEMBER_PAGE,
    });
    members.push(...data);
    if (data.length < MEMBER_PAGE) return members;
  }
}

/*
 * Typing, sent side. The SDK sends one "typing" per conversation per 10 s and drops repeats, while the peer
 * shows it for TYPING_WINDOW_MS only; so a user who keeps typing re-announces by stopping and starting
 * again, a little before the peer's window runs out. Typing is best effort: failures are dropped.
 */
const REANNOUNCE_MS = (TYPING_WINDOW_MS * 3) / 4;
let typing: { conversationID: string; announcedAt: number; idle: ReturnType<typeof setTimeout> } | null = null;
let typingCalls = Promise.resolve();

function changeInputState(conversationID: string, focus: boolean) {
  typingCalls = typingCalls.then(async () => {
    const im = await openIM();
    await im.changeInputStates({ conversationID, focus }).catch(() => undefined);
  });
}

/** The user typed in a single chat: tell the peer, at most every REANNOUNCE_MS, and stop after a pause. */
export function noteTyping(conversationID: string): void {
  if (typing && typing.conversationID !== conversationID) stopTyping(typing.conversationID);
  const now = Date.now();
  const idle = setTimeout(() => stopTyping(conversationID), TYPING_WINDOW_MS);
  if (typing) {
    clearTimeout(typing.idle);
    typing.idle = idle;
    if (now - typing.announcedAt < REANNOUNCE_MS) return;
    typing.announcedAt = now;
    changeInputState(conversationID, false);
  } else {
    typing = { conversationID, announcedAt: now, idle };
  }
  changeInputState(conversationID, true);
}

/** The user sent, cleared the text or left: the peer stops seeing "Typing…". */
export function stopTyping(conversationID: string): void {
  if (typing?.conversationID !== conversationID) return;
  clearTimeout(typing.idle);
  typing = null;
  changeInputState(conversationID, false);
}

let typingSubscribed = false;

/** Feeds the peers' typing into typingPeersAtom; single chats only (product-spec §4). */
export async function subscribeTyping(store: Store): Promise<void> {
  if (typingSubscribed) return;
  typingSubscribed = true;
  const im = await openIM();
  im.on(CbEvents.OnConversationUserInputStatusChanged, ({ data }) => {
    const status = data as PeerInputStatus;
    if (status.conversationID.startsWith('si_')) notePeerInput(store, status);
  });
}
