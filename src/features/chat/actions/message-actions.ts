import type { MessageItem } from '../../../state/sdk-types';
import { isNotification } from '../../../state/messages/message-history';
import { isForwardable } from '../forward/forward-rules';
import { stickerOf } from '../stickers/sticker-source';
import { isEditableKind } from '../../../state/messages/edit-atoms';
import { EDIT_WINDOW_MS } from '../../../../wire/message-extras';

export type MessageAction =
  | 'react'
  | 'pin'
  | 'unpin'
  | 'edit'
  | 'copy'
  | 'reply'
  | 'forward'
  | 'addSticker'
  | 'revoke'
  | 'readBy'
  | 'editHistory'
  | 'delete'
  | 'select';

/** Senders revoke their own messages for a day (product-spec §4; OpenIM's clients use the same window). */
export const REVOKE_WINDOW_MS = 24 * 60 * 60 * 1000;

const STATUS_SENT = 2;
const STATUS_FAILED = 3;
const COPYABLE = new Set([101, 106, 114]);
const ROLE_RANK: Record<number, number> = { 100: 3, 60: 2, 20: 1 };

export interface ActionContext {
  message: MessageItem;
  selfUserID: string;
  /** Group role levels (owner 100, admin 60, member 20) of this user and of the sender; absent in single chats. */
  selfRole?: number;
  senderRole?: number;
  now: number;
  /** Whether the chat service keeps edits, and whether this message was edited. */
  edits?: { offered: boolean; edited: boolean };
  /** Whether this user may pin here (the chat service keeps pins and says so), and if the message is pinned. */
  pins?: { canPin: boolean; pinned: boolean };
}

/** The words a message shows, for copying: text, at-text and the reply of a quote. */
export function copyableText(message: MessageItem): string | null {
  if (!COPYABLE.has(message.contentType)) return null;
  return message.textElem?.content ?? message.atTextElem?.text ?? message.quoteElem?.text ?? null;
}

/**
 * Whether this user may revoke the message: their own within the window, or in a group someone of lower rank
 * (the owner anyone's, an admin ordinary members'), as the server enforces.
 */
export function mayRevoke({ message, selfUserID, selfRole, senderRole, now }: ActionContext): boolean {
  if (message.status !== STATUS_SENT || isNotification(message)) return false;
  if (message.sendID === selfUserID) return now - message.sendTime < REVOKE_WINDOW_MS;
  if (!message.groupID || selfRole === undefined) return false;
  const self = ROLE_RANK[selfRole] ?? 0;
  const sender = ROLE_RANK[senderRole ?? 20] ?? 1;
  return self >= 2 && self > sender;
}

/** Whether this user may edit the message: their own sent text message, for a day (the chat service checks again). */
export function mayEdit({ message, selfUserID, now, edits }: ActionContext): boolean {
  if (!edits?.offered || message.status !== STATUS_SENT || !isEditableKind(message)) return false;
  return message.sendID === selfUserID && now - message.sendTime < EDIT_WINDOW_MS;
}

/** Who may read an edited message's versions: its sender, and in a group the owner and admins. */
function mayReadEditHistory({ message, selfUserID, selfRole, edits }: ActionContext): boolean {
  if (!edits?.offered || !edits.edited || !isEditableKind(message)) return false;
  return message.sendID === selfUserID || selfRole === 100 || selfRole === 60;
}

/** The actions a message's menu offers, in menu order. */
export function availableActions(context: ActionContext): MessageAction[] {
  const { message } = context;
  const sending = message.status !== STATUS_SENT && message.status !== STATUS_FAILED;
  const actions: MessageAction[] = [];
  // Any sent message of any kind takes reactions (kept by the chat service, issue 39).
  if (message.status === STATUS_SENT && !isNotification(message) && message.clientMsgID) {
    actions.push('react');
    // Pins too; unpinning one stays possible for the allowed whatever it is.
    if (context.pins?.canPin) actions.push(context.pins.pinned ? 'unpin' : 'pin');
  }
  if (mayEdit(context)) actions.push('edit');
  if (copyableText(message) !== null) actions.push('copy');
  if (message.status === STATUS_SENT && !isNotification(message)) actions.push('reply');
  if (isForwardable(message)) actions.push('forward');
  // Pictures (and image stickers) someone sent, or this user did, can be kept to send again.
  if (stickerOf(message)) actions.push('addSticker');
  if (mayRevoke(context)) actions.push('revoke');
  // Who has read it: for one's own sent group messages (/groupMessageRead).
  if (message.groupID && message.sendID === context.selfUserID && message.status === STATUS_SENT) {
    actions.push('readBy');
  }
  if (mayReadEditHistory(context)) actions.push('editHistory');
  if (!sending) actions.push('delete', 'select');
  return actions;
}
