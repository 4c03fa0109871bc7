/** The SDK's own types, re-exported so screens never import the SDK package itself. */
export type {
  BlackUserItem,
  ConversationItem,
  FriendUserItem,
  GroupItem,
  GroupMemberItem,
  MessageItem,
  PublicUserItem,
  ReceiptInfo,
  RevokedInfo,
  SelfUserInfo,
} from '@openim/wasm-client-sdk';
