/** The SDK's contact and application types, re-exported so screens never import the SDK package itself. */
export type {
  BlackUserItem,
  FriendApplicationItem,
  FriendUserItem,
  GroupApplicationItem,
  GroupItem,
  PublicUserItem,
} from '@openim/wasm-client-sdk';
