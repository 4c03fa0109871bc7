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
import { notifyArrival } from './message-notifications';
import type { MessageItem, ReceiptInfo, RevokedInfo } from '../state/sdk-types';
import { parseSignal } from '../state/calls/call-signal';
import { ContentType } from '../state/messages/content-type';
import { receiveCallSignal } from './call-incoming';
import { notePeerMessage } from '../state/chat/typing-atoms';
import { afterNextPaint, renderNow } from '../platform/render-now';

type Store = ReturnType<typeof createStore>;
type On = <T>(event: string, handler: (data: T) => void) => void;

/** What the sound rules need to know about the signed-in user (product-spec §3 "User"). */
export interface BeepSettings {
  userID: string;
  allowBeep?: number;
  globalRecvMsgOpt?: number;
}

const pageVisible = () => document.visibilityState === 'visible';

/** Whether the user is looking: a visible page that is not in background mode (deltas.md 5). */
const userLooking = (background: boolean) => pageVisible() && !background;

/**
 * New messages, revokes and read receipts: the open conversation's list follows them, and messages elsewhere play
 * the new-message sound when the user's settings allow it.
 */
export function subscribeMessageEvents(store: Store, on: On, beepSettings: () => BeepSettings | null): void {
  let lastSoundAt = 0;

  const receive = (arrived: MessageItem[], background = false) => {
    // Call signals drive the call screen and are never shown or sounded as messages (deltas.md 1).
    const messages: MessageItem[] = [];
    for (const message of arrived) {
      const signal = message.contentType === ContentType.custom ? parseSignal(message.customElem?.data) : null;
      if (signal) receiveCallSignal(store, signal, message.sendID, message.sendTime);
      else messages.push(message);
    }
    if (messages.length === 0) return;
    // A reinstall sync replays history: it is not news (product-spec §4 "Connection and sync states").
    if (store.get(reinstallProgressAtom) !== null) return;
    const open = store.get(openConversationIDAtom);
    const conversations = store.get(conversationsAtom);
    const inOpen = messages.filter((message) => conversationIDOf(message, conversations) === open);
    if (open && inOpen.length > 0) {
      renderNow(() => store.set(openMessagesAtom, (current) => appendArrivals(current, inOpen)));
      if (pageVisible()) afterNextPaint(() => void markConversationRead(open));
    }
    const settings = beepSettings();
    for (const message of messages) {
      const conversationID = conversationIDOf(message, conversations);
      const notice = isNotification(message) || message.contentType === ContentType.typing;
      if (!notice) notePeerMessage(store, conversationID, message.sendID);
      const rules = {
        fromSelf: message.sendID === settings?.userID,
        isNotification: notice,
        onScreen: conversationID === open && userLooking(background),
        syncing: store.get(connectionStateAtom) === 'syncing',
        allowBeep: settings?.allowBeep,
        globalRecvMsgOpt: settings?.globalRecvMsgOpt,
        conversationRecvMsgOpt: conversations.find((c) => c.conversationID === conversationID)?.recvMsgOpt,
        now: Date.now(),
      };
      // The throttle limits sounds only; every message that passes the rules is announced while no one looks. A sync
      // plays no sound (product-spec §4), but what it brings is still announced, silently: a hidden tab that reconnects
      // or starts must still say what arrived (one notification a conversation, each replacing the last).
      const announce = shouldPlaySound({ ...rules, syncing: false, lastPlayedAt: 0 });
      const play = announce && shouldPlaySound({ ...rules, lastPlayedAt: lastSoundAt });
      const chimed = play && playChime();
      if (chimed) lastSoundAt = Date.now();
      if (announce && !userLooking(background)) {
        notifyArrival(store, message, conversationID, settings?.userID ?? '', chimed || !play);
      }
    }
  };
  // This SDK build reports online-only messages (call signals, deltas.md 1) here too; newer cores report them
  // through the online-only events instead, which iOS and Flutter clients listen to.
  on<MessageItem[]>(CbEvents.OnRecvNewMessages, (messages) => receive(messages));
  on<MessageItem>(CbEvents.OnRecvOnlineOnlyMessage, (message) => receive([message]));
  on<MessageItem[]>(CbEvents.OnRecvOnlineOnlyMessages, (messages) => receive(messages));
  // In background mode new messages come only through this event, spelt with a capital O (deltas.md 5). Parley no
  // longer puts the SDK in that mode (session.ts); the event is still heard, so nothing is lost if it ever is.
  on<MessageItem[]>('OnRecvOfflineNewMessages', (messages) => receive(messages, true));

  on<RevokedInfo>(CbEvents.OnNewRecvMessageRevoked, (revoked) => showRevoked(store, revoked));
  // Receipts name messages by clientMsgID, which is unique, so they can be applied to whatever is open.
  on<ReceiptInfo[]>(CbEvents.OnRecvC2CReadReceipt, (receipts) =>
    store.set(openMessagesAtom, (current) => applyReadReceipts(current, receipts)),
  );
}
