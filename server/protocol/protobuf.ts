/**
 * Protobuf payloads of the gateway. @openim/protocol's codecs are used where they are complete; the
 * messages it lacks or truncates (openim-ws-gateway.md §8) are written here with @bufbuild's wire
 * reader and writer, from protocol v0.0.73-alpha.12's field numbers.
 */
import { PbCoder, type SdkWsProto } from '@openim/protocol';
import { BinaryReader, BinaryWriter, WireType } from '@bufbuild/protobuf/wire';

export type MsgData = SdkWsProto.MsgData;

/** ts-proto's encoders need every field present; this fills the zero values Go would omit. */
export function completeMsgData(partial: Partial<MsgData>): MsgData {
  return {
    sendID: '',
    recvID: '',
    groupID: '',
    clientMsgID: '',
    serverMsgID: '',
    senderPlatformID: 0,
    senderNickname: '',
    senderFaceURL: '',
    sessionType: 0,
    msgFrom: 0,
    contentType: 0,
    content: new Uint8Array(),
    seq: 0,
    sendTime: 0,
    createTime: 0,
    status: 0,
    isRead: false,
    options: {},
    offlinePushInfo: undefined,
    atUserIDList: [],
    attachedInfo: '',
    ex: '',
    keyVersion: 0,
    dstUserIDs: [],
    ...partial,
  };
}

export const encodeMsgData = (msg: MsgData): Uint8Array => PbCoder.MsgData.encode(msg).finish();
export const decodeMsgData = (bytes: Uint8Array): MsgData => PbCoder.MsgData.decode(bytes);

/** PullMsgs, including endSeq (field 3), which @openim/protocol drops. */
export interface PullMsgs {
  msgs: MsgData[];
  isEnd: boolean;
  endSeq: number;
  /** `msgs` already encoded, index for index (a push reuses the bytes the store wrote); else they are encoded. */
  encoded?: ReadonlyArray<Uint8Array | undefined>;
}

function writePullMsgs(writer: BinaryWriter, value: PullMsgs): void {
  value.msgs.forEach((msg, index) =>
    writer.tag(1, WireType.LengthDelimited).bytes(value.encoded?.[index] ?? encodeMsgData(msg)),
  );
  if (value.isEnd) writer.tag(2, WireType.Varint).bool(true);
  if (value.endSeq) writer.tag(3, WireType.Varint).int64(value.endSeq);
}

function writePullMsgsMap(writer: BinaryWriter, field: number, map: Map<string, PullMsgs>): void {
  for (const [conversationID, pull] of map) {
    writer.tag(field, WireType.LengthDelimited).fork();
    writer.tag(1, WireType.LengthDelimited).string(conversationID);
    writer.tag(2, WireType.LengthDelimited).fork();
    writePullMsgs(writer, pull);
    writer.join();
    writer.join();
  }
}

/**
 * The shape shared by PushMessages (2001), PullMessageBySeqsResp (1002) and GetSeqMessageResp (1005):
 * msgs=1 and notificationMsgs=2, both map<string, PullMsgs>.
 */
export function encodeMessageMaps(msgs: Map<string, PullMsgs>, notificationMsgs: Map<string, PullMsgs>): Uint8Array {
  const writer = new BinaryWriter();
  writePullMsgsMap(writer, 1, msgs);
  writePullMsgsMap(writer, 2, notificationMsgs);
  return writer.finish();
}

function readInt64(reader: BinaryReader): number {
  const value = Number(reader.int64());
  if (!Number.isSafeInteger(value)) throw new RangeError('int64 beyond 2^53');
  return value;
}

/** Reads a message's fields, handing each (field number, wire type) to `onField`; unknown ones are skipped. */
function readFields(
  bytes: Uint8Array,
  onField: (field: number, wireType: WireType, reader: BinaryReader) => boolean,
): void {
  const reader = new BinaryReader(bytes);
  while (reader.pos < reader.len) {
    const [field, wireType] = reader.tag();
    if (!onField(field, wireType, reader)) reader.skip(wireType);
  }
}

/** 1001 GetMaxSeqReq{userID=1}. */
export function decodeGetMaxSeqReq(bytes: Uint8Array): { userID: string } {
  const result = { userID: '' };
  readFields(bytes, (field, _type, reader) => {
    if (field !== 1) return false;
    result.userID = reader.string();
    return true;
  });
  return result;
}

export const encodeGetMaxSeqResp = (maxSeqs: Record<string, number>, minSeqs: Record<string, number> = {}) =>
  PbCoder.GetMaxSeqResp.encode({ maxSeqs, minSeqs }).finish();

export interface SeqRange {
  conversationID: string;
  begin: number;
  end: number;
  num: number;
}

export const PULL_ORDER_ASC = 0;
export const PULL_ORDER_DESC = 1;

/** 1002 PullMessageBySeqsReq{userID=1, seqRanges=2, order=3}. */
export function decodePullMessageBySeqsReq(bytes: Uint8Array): {
  userID: string;
  seqRanges: SeqRange[];
  order: number;
} {
  const decoded = PbCoder.PullMessageBySeqsReq.decode(bytes);
  return { userID: decoded.userID, seqRanges: decoded.seqRanges, order: decoded.order as number };
}

/** 1005 GetSeqMessageReq{userID=1, conversations=2 [ConversationSeqs{conversationID=2, seqs=3}], order=3}. */
export function decodeGetSeqMessageReq(bytes: Uint8Array): {
  userID: string;
  conversations: Array<{ conversationID: string; seqs: number[] }>;
  order: number;
} {
  const result = { userID: '', conversations: [] as Array<{ conversationID: string; seqs: number[] }>, order: 0 };
  readFields(bytes, (field, wireType, reader) => {
    if (field === 1) result.userID = reader.string();
    else if (field === 3) result.order = reader.int32();
    else if (field === 2) {
      const conversation = { conversationID: '', seqs: [] as number[] };
      readFields(reader.bytes(), (inner, innerType, innerReader) => {
        if (inner === 2) conversation.conversationID = innerReader.string();
        else if (inner === 3 && innerType === WireType.LengthDelimited) {
          const packed = new BinaryReader(innerReader.bytes());
          while (packed.pos < packed.len) conversation.seqs.push(readInt64(packed));
        } else if (inner === 3) conversation.seqs.push(readInt64(innerReader));
        else return false;
        return true;
      });
      result.conversations.push(conversation);
    } else return false;
    void wireType;
    return true;
  });
  return result;
}

/** 1003's response. */
export const encodeUserSendMsgResp = (serverMsgID: string, clientMsgID: string, sendTime: number) =>
  PbCoder.UserSendMsgResp.encode({ serverMsgID, clientMsgID, sendTime }).finish();

/** 1006 GetConversationsHasReadAndMaxSeqReq{userID=1, conversationIDs=2}. */
export function decodeHasReadAndMaxSeqReq(bytes: Uint8Array): { userID: string; conversationIDs: string[] } {
  return PbCoder.GetConversationsHasReadAndMaxSeqReq.decode(bytes);
}

export interface ConversationSeqState {
  maxSeq: number;
  hasReadSeq: number;
  maxSeqTime: number;
}

export const encodeHasReadAndMaxSeqResp = (seqs: Record<string, ConversationSeqState>) =>
  PbCoder.GetConversationsHasReadAndMaxSeqResp.encode({ seqs }).finish();

/** 1007 GetLastMessageReq{userID=1, conversationIDs=2}. */
export function decodeGetLastMessageReq(bytes: Uint8Array): { userID: string; conversationIDs: string[] } {
  const result = { userID: '', conversationIDs: [] as string[] };
  readFields(bytes, (field, _type, reader) => {
    if (field === 1) result.userID = reader.string();
    else if (field === 2) result.conversationIDs.push(reader.string());
    else return false;
    return true;
  });
  return result;
}

/** 1007 GetLastMessageResp{msgs=1 map<string, MsgData>}. */
export function encodeGetLastMessageResp(msgs: Map<string, MsgData>): Uint8Array {
  const writer = new BinaryWriter();
  for (const [conversationID, msg] of msgs) {
    writer.tag(1, WireType.LengthDelimited).fork();
    writer.tag(1, WireType.LengthDelimited).string(conversationID);
    writer.tag(2, WireType.LengthDelimited).bytes(encodeMsgData(msg));
    writer.join();
  }
  return writer.finish();
}

/** 2003 DelUserPushTokenReq{userID=1, platformID=2}. */
export function decodeDelUserPushTokenReq(bytes: Uint8Array): { userID: string; platformID: number } {
  const result = { userID: '', platformID: 0 };
  readFields(bytes, (field, _type, reader) => {
    if (field === 1) result.userID = reader.string();
    else if (field === 2) result.platformID = reader.int32();
    else return false;
    return true;
  });
  return result;
}

/** 2004 SetAppBackgroundStatusReq{userID=1, isBackground=2}. */
export function decodeSetAppBackgroundStatusReq(bytes: Uint8Array): { userID: string; isBackground: boolean } {
  const result = { userID: '', isBackground: false };
  readFields(bytes, (field, _type, reader) => {
    if (field === 1) result.userID = reader.string();
    else if (field === 2) result.isBackground = reader.bool();
    else return false;
    return true;
  });
  return result;
}

/** 2005 SubUserOnlineStatus{subscribeUserID=1, unsubscribeUserID=2}. */
export const decodeSubUserOnlineStatus = (bytes: Uint8Array) => PbCoder.SubUserOnlineStatus.decode(bytes);

export const encodeSubUserOnlineStatusTips = (subscribers: Array<{ userID: string; onlinePlatformIDs: number[] }>) =>
  PbCoder.SubUserOnlineStatusTips.encode({ subscribers }).finish();
