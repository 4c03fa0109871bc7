import type { ConversationItem, MessageItem } from '../sdk-types';
import { ContentType, SessionType } from '../messages/content-type';

/**
 * One entry of OpenIM's /jssdk/get_active_conversations (jssdk.proto ConversationMsg), as Go's encoding/json writes
 * it: any zero value may be missing, and the message's content is base64.
 */
export interface ActiveConversation {
  conversation?: {
    conversationID?: string;
    conversationType?: number;
    userID?: string;
    groupID?: string;
    recvMsgOpt?: number;
    isPinned?: boolean;
    isPrivateChat?: boolean;
    groupAtType?: number;
    attachedInfo?: string;
    ex?: string;
    burnDuration?: number;
    msgDestructTime?: number;
    isMsgDestruct?: boolean;
  };
  lastMsg?: Partial<Record<'clientMsgID' | 'serverMsgID' | 'sendID' | 'recvID' | 'groupID', string>> &
    Partial<Record<'senderNickname' | 'senderFaceURL' | 'content' | 'ex', string>> &
    Partial<Record<'createTime' | 'sendTime' | 'sessionType' | 'msgFrom' | 'contentType', number>> &
    Partial<Record<'senderPlatformID' | 'seq' | 'status', number>> & { isRead?: boolean };
  user?: { nickname?: string; faceURL?: string };
  friend?: { remark?: string };
  group?: { groupName?: string; faceURL?: string };
  maxSeq?: number;
  readSeq?: number;
}

/** Where the SDK puts each content type's parsed content in a MessageItem. */
const ELEM_FIELD: Partial<Record<number, keyof MessageItem>> = {
  [ContentType.text]: 'textElem',
  [ContentType.picture]: 'pictureElem',
  [ContentType.voice]: 'soundElem',
  [ContentType.video]: 'videoElem',
  [ContentType.file]: 'fileElem',
  [ContentType.atText]: 'atTextElem',
  [ContentType.merge]: 'mergeElem',
  [ContentType.card]: 'cardElem',
  [ContentType.location]: 'locationElem',
  [ContentType.custom]: 'customElem',
  [ContentType.typing]: 'typingElem',
  [ContentType.quote]: 'quoteElem',
  [ContentType.face]: 'faceElem',
};
const FIRST_NOTIFICATION_TYPE = 1000;

function decodeContent(base64: string | undefined): unknown {
  if (!base64) return undefined;
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's newest message as the SDK would have stored it: its content parsed into the type's element. */
export function messageFromServer(msg: NonNullable<ActiveConversation['lastMsg']>): MessageItem {
  const contentType = msg.contentType ?? 0;
  const parsed = decodeContent(msg.content);
  const field = contentType >= FIRST_NOTIFICATION_TYPE ? 'notificationElem' : ELEM_FIELD[contentType];
  return {
    clientMsgID: msg.clientMsgID ?? '',
    serverMsgID: msg.serverMsgID ?? '',
    createTime: msg.createTime ?? 0,
    sendTime: msg.sendTime ?? 0,
    sessionType: msg.sessionType ?? 0,
    sendID: msg.sendID ?? '',
    recvID: msg.recvID ?? '',
    msgFrom: msg.msgFrom ?? 0,
    contentType,
    senderPlatformID: msg.senderPlatformID ?? 0,
    senderNickname: msg.senderNickname ?? '',
    senderFaceUrl: msg.senderFaceURL ?? '',
    groupID: msg.groupID ?? '',
    content: '',
    seq: msg.seq ?? 0,
    isRead: msg.isRead ?? false,
    status: msg.status ?? 0,
    ex: msg.ex ?? '',
    ...(field && parsed !== undefined ? { [field]: parsed } : {}),
  } as MessageItem;
}

/** A row of the conversation list from the server's answer, shaped as the SDK's own rows are. */
export function conversationFromServer(entry: ActiveConversation): ConversationItem | null {
  const conversation = entry.conversation;
  if (!conversation?.conversationID) return null;
  const isGroup = Boolean(conversation.groupID);
  const latest = entry.lastMsg ? messageFromServer(entry.lastMsg) : undefined;
  return {
    conversationID: conversation.conversationID,
    conversationType: conversation.conversationType ?? (isGroup ? SessionType.workingGroup : SessionType.single),
    userID: conversation.userID ?? '',
    groupID: conversation.groupID ?? '',
    showName: isGroup
      ? (entry.group?.groupName ?? '')
      : entry.friend?.remark || entry.user?.nickname || conversation.userID || '',
    faceURL: (isGroup ? entry.group?.faceURL : entry.user?.faceURL) ?? '',
    recvMsgOpt: conversation.recvMsgOpt ?? 0,
    unreadCount: Math.max(0, (entry.maxSeq ?? 0) - (entry.readSeq ?? 0)),
    groupAtType: conversation.groupAtType ?? 0,
    latestMsg: latest ? JSON.stringify(latest) : '',
    latestMsgSendTime: latest?.sendTime ?? 0,
    draftText: '',
    draftTextTime: 0,
    burnDuration: conversation.burnDuration ?? 0,
    msgDestructTime: conversation.msgDestructTime ?? 0,
    isPinned: conversation.isPinned ?? false,
    isNotInGroup: false,
    isPrivateChat: conversation.isPrivateChat ?? false,
    isMsgDestruct: conversation.isMsgDestruct ?? false,
    isMarked: false,
    attachedInfo: conversation.attachedInfo ?? '',
    ex: conversation.ex ?? '',
  } as ConversationItem;
}
