import type { ConversationItem } from '../../state/sdk-types';

export type ConversationAction = 'pin' | 'unpin' | 'mute' | 'unmute' | 'markRead' | 'delete';

/** Any receive option but "notify" (0) counts as muted: the row shows no count and makes no sound. */
export const isMuted = (conversation: ConversationItem) => conversation.recvMsgOpt !== 0;

/** What a row's menu offers, in order; "mark as read" only when there is something unread. */
export function actionsFor(conversation: ConversationItem): ConversationAction[] {
  return [
    conversation.isPinned ? 'unpin' : 'pin',
    isMuted(conversation) ? 'unmute' : 'mute',
    ...(conversation.unreadCount > 0 ? (['markRead'] as const) : []),
    'delete',
  ];
}
