import { chatPost } from './chat-client';

/** The fields of their own record a user may change (chat-service.md §1.3 /user/update). */
export interface OwnProfileFields {
  nickname?: string;
  faceURL?: string;
  /** 0 private, 1 male, 2 female, as OpenIM's clients label them. */
  gender?: number;
  /** The birthday as epoch milliseconds. */
  birth?: number;
  /** 1 allow, 2 do not allow (product-spec §3). */
  allowAddFriend?: number;
  allowBeep?: number;
  /** 0 normal, 2 receive without notifying. */
  globalRecvMsgOpt?: number;
}

/**
 * Changes the signed-in user's own profile fields through the chat service, which passes the nickname and avatar
 * on to IM.
 */
export function updateOwnProfile(userID: string, fields: OwnProfileFields): Promise<void> {
  return chatPost('/user/update', { userID, ...fields });
}
