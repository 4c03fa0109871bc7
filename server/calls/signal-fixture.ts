import { completeMsgData, type MsgData } from '../protocol/protobuf.ts';

/** A custom message (110) carrying `{customType, data}` as a client sends it, for tests. */
function customMessage(customType: number, from: string, to: { recvID?: string; groupID?: string }, data: unknown) {
  const custom = JSON.stringify({ customType, data });
  return completeMsgData({
    sendID: from,
    recvID: to.recvID ?? '',
    groupID: to.groupID ?? '',
    sessionType: to.groupID ? 3 : 1,
    contentType: 110,
    clientMsgID: `c${Math.random()}`,
    content: new TextEncoder().encode(JSON.stringify({ data: custom, description: '', extension: '' })),
  });
}

/** A call-signalling custom message as a client sends it (deltas.md 1), for tests. */
export function signalMessage(
  customType: number,
  from: string,
  to: { recvID?: string; groupID?: string },
  invitation: Record<string, unknown>,
): MsgData {
  return customMessage(customType, from, to, invitation);
}

/** A meeting invitation (custom 905, chat-service.md §2.3) as a client sends it, for tests. */
export function meetingInvitationMessage(
  from: string,
  to: { recvID?: string; groupID?: string },
  data: Record<string, unknown>,
): MsgData {
  return customMessage(905, from, to, { subject: 'Plan', duration: 3600, inviterUserID: from, ...data });
}
