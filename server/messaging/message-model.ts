import { ContentType, SessionType } from '../../wire/message-types.ts';

/** Session types and content types the server acts on (openim-ws-gateway.md §4, §5.2). */
export { ContentType, SessionType };

export const MsgFrom = { user: 100, system: 200 } as const;
export const MsgStatus = { sending: 1, sent: 2, deleted: 4 } as const;

/** Options are map<string,bool> where a missing key means true. */
export type MsgOptions = Record<string, boolean>;
export const option = (options: MsgOptions, key: string): boolean => options[key] !== false;

export const ONLINE_ONLY_OPTIONS: MsgOptions = {
  history: false,
  persistent: false,
  senderSync: false,
  conversationUpdate: false,
  senderConversationUpdate: false,
  unreadCount: false,
  offlinePush: false,
};

const sortedPair = (a: string, b: string) => (a < b ? `${a}_${b}` : `${b}_${a}`);

/** The conversation a message belongs to (server msgprocessor.GetConversationIDByMsg). */
export function conversationIDOf(msg: {
  sessionType: number;
  sendID: string;
  recvID: string;
  groupID: string;
  options: MsgOptions;
}): string {
  const isNotification = msg.options.isNotNotification === false;
  switch (msg.sessionType) {
    case SessionType.single:
      return `${isNotification ? 'n' : 'si'}_${sortedPair(msg.sendID, msg.recvID)}`;
    case SessionType.workingGroup:
      return isNotification ? `n_${msg.groupID}` : `sg_${msg.groupID}`;
    case SessionType.group:
      return isNotification ? `n_${msg.groupID}` : `g_${msg.groupID}`;
    case SessionType.notification:
      return `sn_${sortedPair(msg.sendID, msg.recvID)}`;
    default:
      throw new RangeError(`unknown session type ${msg.sessionType}`);
  }
}

/** n_ companion of a chat conversation: si_a_b → n_a_b, sg_g → n_g. */
export function notificationConversationOf(conversationID: string): string | undefined {
  if (conversationID.startsWith('si_')) return `n_${conversationID.slice(3)}`;
  if (conversationID.startsWith('sg_')) return `n_${conversationID.slice(3)}`;
  return undefined;
}

export const isNotificationConversation = (conversationID: string) => conversationID.startsWith('n_');

/** The peer of a single chat, from the owner's point of view. */
export function peerOf(conversationID: string, owner: string): string {
  const pair = conversationID.slice(conversationID.indexOf('_') + 1);
  if (pair.startsWith(`${owner}_`)) return pair.slice(owner.length + 1);
  if (pair.endsWith(`_${owner}`)) return pair.slice(0, pair.length - owner.length - 1);
  return '';
}
