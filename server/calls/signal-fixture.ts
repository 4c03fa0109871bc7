import { completeMsgData, type MsgData } from '../protocol/protobuf.ts';

/** A call-signalling custom message as a client sends it (deltas.md 1), for tests. */
export function signalMessage(
  customType: number,
  from: string,
  to: { recvID?: string; groupID?: string },
  invitation: Record<string, unknown>,
): MsgData {
  const data = JSON.stringify({ customType, data: invitation });
  return completeMsgData({
    sendID: from,
    recvID: to.recvID ?? '',
    groupID: to.groupID ?? '',
    sessionType: to.groupID ? 3 : 1,
    contentType: 110,
    clientMsgID: `c${Math.random()}`,
    content: new TextEncoder().encode(JSON.stringify({ data, description: '', extension: '' })),
  });
}
