import { i18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { createStore } from 'jotai';
import { conversationsAtom } from '../state/conversations/conversation-atoms';
import { notificationSettingsAtom } from '../platform/notification-settings';
import { closeSystemNotifications, showSystemNotification } from '../platform/system-notifications';
import type { ConversationItem, MessageItem } from '../state/sdk-types';

type Store = ReturnType<typeof createStore>;
type Summarize = (message: MessageItem, selfUserID: string, i18n: I18n) => string;

// The one-line preview is the screens' message summary; the signed-in shell hands it in, so this door stays below them.
let summarize: Summarize = () => '';

/** Sets how a notification previews a message (src/app/shell/AppShell.tsx passes the conversation list's summary). */
export function setNotificationSummary(next: Summarize): void {
  summarize = next;
}

/** The address a notification opens: the chat itself. */
export const chatURL = (conversationID: string) => `/chat?conversationID=${encodeURIComponent(conversationID)}`;

/** Title and body of a message's notification: the chat and a one-line preview, or only "New message". */
export function notificationText(
  message: MessageItem,
  conversation: ConversationItem | undefined,
  selfUserID: string,
  privatePreviews: boolean,
): { title: string; body: string } {
  if (privatePreviews) return { title: i18n._(msg`New message`), body: '' };
  const title = conversation?.showName || message.senderNickname || i18n._(msg`New message`);
  return { title, body: summarize(message, selfUserID, i18n) };
}

/**
 * A message that passed the sound rules arrived while the user is not looking (a hidden page, or background mode):
 * it shows as a system notification, one per conversation. `chimed` says whether the app's own sound played; when it
 * could not, the notification's sound stands in.
 */
export function notifyArrival(
  store: Store,
  message: MessageItem,
  conversationID: string,
  selfUserID: string,
  chimed: boolean,
): void {
  const settings = store.get(notificationSettingsAtom);
  if (!settings.enabled) return;
  const conversation = store.get(conversationsAtom).find((c) => c.conversationID === conversationID);
  const { title, body } = notificationText(message, conversation, selfUserID, settings.privatePreviews);
  void showSystemNotification({
    title,
    body,
    tag: conversationID,
    route: { url: chatURL(conversationID), conversationID },
    silent: chimed,
  }).catch(() => undefined);
}

/** A conversation read on any device has nothing left to announce: its notifications close. */
export function closeReadConversations(updates: readonly ConversationItem[]): void {
  for (const conversation of updates) {
    if (conversation.unreadCount === 0)
      void closeSystemNotifications(conversation.conversationID).catch(() => undefined);
  }
}
