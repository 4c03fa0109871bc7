/** The SDK's own types, re-exported so screens never import the SDK package itself. */
export type {
  BlackUserItem,
  ConversationItem,
  GroupItem,
  GroupMemberItem,
  MessageItem,
  SelfUserInfo,
} from '@openim/wasm-client-sdk';
