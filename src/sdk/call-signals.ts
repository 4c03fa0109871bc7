import type { MessageItem } from '../state/sdk-types';
import { CustomType } from '../state/messages/content-type';
import { signalData, type Invitation, type MediaType, type SignalType } from '../state/calls/call-signal';
import { callRecordData, type CallRecordStatus } from '../state/calls/call-record';
import { openIM } from './sdk-instance';

/** Where a signal goes: the group, or the one-to-one peer. */
export interface SignalTarget {
  recvID: string;
  groupID: string;
}

/**
 * Sends a call signal (deltas.md 1) online-only, as OpenIM's own clients do: the server pushes it to whoever is
 * connected and stores nothing, so it never counts as unread, never moves the conversation list and never shows in
 * any history. It goes straight through the SDK, not through the chat's send path and its outbox: a signal that
 * cannot go now is worthless later.
 *
 * `alsoToSelf`: an answer (accept or reject) also goes to the user's own other devices, which stop ringing. An
 * online-only one-to-one message is not synced to the sender's other devices, so it is sent to them as well, as a
 * message to oneself; in a group every member's devices, the sender's included, receive it anyway.
 */
export async function sendCallSignal(
  type: SignalType,
  invitation: Invitation,
  target: SignalTarget,
  flags: { busy?: boolean; ended?: boolean; duration?: number } = {},
  alsoToSelf?: string,
): Promise<void> {
  const im = await openIM();
  const create = async () =>
    (await im.createCustomMessage({ data: signalData(type, invitation, flags), extension: '', description: '' })).data;
  const sends = [im.sendMessage({ ...target, message: await create(), isOnlineOnly: true })];
  if (alsoToSelf && !target.groupID) {
    sends.push(im.sendMessage({ recvID: alsoToSelf, groupID: '', message: await create(), isOnlineOnly: true }));
  }
  await Promise.all(sends);
}

/**
 * Leaves the call's record (custom 100, OpenIM's web family) in this device's own copy of the chat, as OpenIM's
 * clients do: inserted locally, never sent, so each side keeps exactly its own record and other clients never see
 * a duplicate. In a one-to-one chat it reads as sent by the inviter; in a group, by this participant (the SDK names a
 * group conversation after a local message's sender otherwise).
 */
export async function insertCallRecord(
  invitation: Invitation,
  self: string,
  record: { mediaType: MediaType; status: CallRecordStatus; duration: number },
): Promise<MessageItem> {
  const im = await openIM();
  const { data: message } = await im.createCustomMessage({
    data: callRecordData(CustomType.call, record),
    extension: '',
    description: '',
  });
  if (invitation.groupID) {
    const { data } = await im.insertGroupMessageToLocalStorage<MessageItem>({
      message,
      groupID: invitation.groupID,
      sendID: self,
    });
    return data;
  }
  const { data } = await im.insertSingleMessageToLocalStorage<MessageItem>({
    message,
    recvID: invitation.inviteeUserIDList[0] ?? '',
    sendID: invitation.inviterUserID,
  });
  return data;
}
