import type { createStore } from 'jotai';
import { CustomType } from '../state/messages/content-type';
import { signalData, type Invitation, type MediaType, type SignalType } from '../state/calls/call-signal';
import { postCustomMessage } from './custom-messages';
import { openIM } from './sdk-instance';

type Store = ReturnType<typeof createStore>;

/** Where a signal goes: the group, or the one-to-one peer. */
export interface SignalTarget {
  recvID: string;
  groupID: string;
}

/**
 * Sends a call signal (deltas.md 1) straight through the SDK, not through the chat's send path: it never joins the
 * open message list. The server stores it without moving the conversation list or counting it unread.
 */
export async function sendCallSignal(
  type: SignalType,
  invitation: Invitation,
  target: SignalTarget,
  flags: { busy?: boolean; ended?: boolean } = {},
): Promise<void> {
  const im = await openIM();
  const { data: message } = await im.createCustomMessage({
    data: signalData(type, invitation, flags),
    extension: '',
    description: '',
  });
  await im.sendMessage({ recvID: target.recvID, groupID: target.groupID, message });
}

/** The call record's status: product-spec §3 "Call end reasons" (refused 0 … handled by another device 4). */
const reasons = { refused: 0, canceled: 1, timeout: 2, successed: 3, otherDevice: 4 } as const;

/**
 * The call-record message (custom 100) a call leaves in its chat when it ends: the one-to-one chat with the peer, or
 * the group's chat.
 */
export async function sendCallRecord(
  store: Store,
  target: SignalTarget,
  record: { mediaType: MediaType; status: keyof typeof reasons; duration: number },
): Promise<void> {
  const data = JSON.stringify({
    customType: CustomType.call,
    data: {
      duration: record.duration,
      mediaType: record.mediaType === 'video' ? 'video' : 'voice',
      status: reasons[record.status],
    },
  });
  await postCustomMessage(store, { userID: target.recvID, groupID: target.groupID }, data);
}
