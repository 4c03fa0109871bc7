import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { ApiError } from '../protocol/api-envelope.ts';

/**
 * OpenIM asks the business service before every friend request (its beforeAddFriend callback); the chat
 * service refuses with 20013 unless the target allows being added. Embedded, the callback is this check.
 */
export function checkTargetAcceptsFriendRequests(db: Db, targetUserID: string): void {
  const allow = statement(db, 'SELECT allow_add_friend FROM chat_accounts WHERE user_id = ?')
    .pluck()
    .get(targetUserID) as number | undefined;
  // Users registered straight through the IM admin API have no chat record, and no such preference.
  if (allow !== undefined && allow !== 1)
    throw new ApiError(20013, 'RefuseFriend', 'this user does not accept friend requests');
}
