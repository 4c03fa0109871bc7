/** The SDK's own types, re-exported so screens never import the SDK package itself. */
export type {
  BlackUserItem,
  ConversationItem,
  GroupItem,
  GroupMemberItem,
  MessageItem,
  ReceiptInfo,
  RevokedInfo,
  SelfUserInfo,
} from '@openim/wasm-client-sdk';
