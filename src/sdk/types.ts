export type { GroupItem } from '@openim/wasm-client-sdk';

/** The SDK's own types, re-exported so screens never import the SDK package itself. */
export type { ConversationItem, MessageItem, ReceiptInfo, RevokedInfo, SelfUserInfo } from '@openim/wasm-client-sdk';
