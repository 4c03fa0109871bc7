import { CbEvents } from '@openim/wasm-client-sdk';
import type { createStore } from 'jotai';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { openConversationIDAtom, openMessagesAtom } from '../state/messages/message-atoms';
import { conversationIDOf } from '../state/messages/conversation-id';
import { appendArrivals, applyReadReceipts, isNotification } from '../state/messages/message-history';
import { shouldPlaySound } from '../state/sound/sound-policy';
import { playChime } from '../state/sound/chime';
import { connectionStateAtom, reinstallProgressAtom } from '../state/connection/connection-atoms';
import { markConversationRead, showRevoked } from './messaging';
import type { MessageItem, ReceiptInfo, RevokedInfo } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** What the sound rules need to know about the signed-in user (product-spec §3 "User"). */
export interface BeepSettings {
  userID: string;
  allowBeep?: number;
  globalRecvMsgOpt?: number;
}

const pageVisible = () => document.visibilityState === 'visible';

/**
 * New messages, revokes and read receipts: the open conversation's list follows them, and messages elsewhere play
 * the new-message sound when the user's settings allow it.
 */
export function subscribeMessageEvents(store: Store, on: On, beepSettings: () => BeepSettings | null): void {
  let lastSoundAt = 0;

  const receive = (messages: MessageItem[]) => {
    // A reinstall sync replays history: it is not news (product-spec §4 "Connection and sync states").
    if (store.get(reinstallProgressAtom) !== null) return;
    const open = store.get(openConversationIDAtom);
    const conversations = store.get(conversationsAtom);
    const arrived = messages.filter((message) => conversationIDOf(message, conversations) === open);
    if (open && arrived.length > 0) {
      store.set(openMessagesAtom, (current) => appendArrivals(current, arrived));
      if (pageVisible()) void markConversationRead(open);
    }
    const settings = beepSettings();
    for (const message of messages) {
      const conversationID = conversationIDOf(message, conversations);
      const play = shouldPlaySound({
        fromSelf: message.sendID === settings?.userID,
        isNotification: isNotification(message) || message.contentType === 113,
        onScreen: conversationID === open && pageVisible(),
        syncing: store.get(connectionStateAtom) === 'syncing',
        allowBeep: settings?.allowBeep,
        globalRecvMsgOpt: settings?.globalRecvMsgOpt,
        conversationRecvMsgOpt: conversations.find((c) => c.conversationID === conversationID)?.recvMsgOpt,
        lastPlayedAt: lastSoundAt,
        now: Date.now(),
      });
      if (play && playChime()) lastSoundAt = Date.now();
    }
  };
  on<MessageItem[]>(CbEvents.OnRecvNewMessages, receive);
  // In background mode new messages come only through this event, spelt with a capital O (deltas.md 5).
  on<MessageItem[]>('OnRecvOfflineNewMessages', receive);

  on<RevokedInfo>(CbEvents.OnNewRecvMessageRevoked, (revoked) => showRevoked(store, revoked));
  // Receipts name messages by clientMsgID, which is unique, so they can be applied to whatever is open.
  on<ReceiptInfo[]>(CbEvents.OnRecvC2CReadReceipt, (receipts) =>
    store.set(openMessagesAtom, (current) => applyReadReceipts(current, receipts)),
  );
}
