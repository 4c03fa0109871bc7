import {
  webhookContinue,
  webhookRefuse,
  type BeforeAddFriend,
  type WebhookResponse,
} from '../protocol/openim-webhooks.ts';
import type { ChatDb } from './storage/chat-schema.ts';

/** allowAddFriend: 1 lets others send friend requests, 2 does not (chat's OrdinaryUserAddFriendEnable/Disable). */
const ALLOWS_FRIEND_REQUESTS = 1;

/**
 * The chat service's answer to OpenIM's beforeAddFriend webhook, from its own database: refused with 20013
 * RefuseFriend when the target does not accept friend requests, let through otherwise, also for a user IM knows but
 * the chat service does not (registered straight through the IM admin API, with no such preference). The same answer
 * serves the HTTP webhook and, in one process, the IM's in-process hook.
 */
export async function answerBeforeAddFriend(db: ChatDb, body: BeforeAddFriend): Promise<WebhookResponse> {
  const account = await db
    .selectFrom('chat_accounts')
    .select('allow_add_friend')
    .where('user_id', '=', body.toUserID)
    .executeTakeFirst();
  if (account && account.allow_add_friend !== ALLOWS_FRIEND_REQUESTS)
    return webhookRefuse(20013, 'RefuseFriend', 'this user does not accept friend requests');
  return webhookContinue;
}
