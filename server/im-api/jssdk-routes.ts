import * as z from 'zod';
import type { Services } from '../services/services.ts';
import type { ImRouter } from './route.ts';
import { goJson } from '../protocol/go-json.ts';
import { MessageLimits } from '../messaging/message-limits.ts';
import type { MsgData } from '../protocol/protobuf.ts';
import { conversation, groupInfo, userInfo } from '../protocol/im-shapes.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { AttemptLimiter, retryText } from '../http/attempt-limits.ts';
import { TOO_MANY_REQUESTS } from './auth-routes.ts';

/** sdkws.MsgData as Go writes it: the content base64. */
const goMsgData = z
  .object({
    sendID: z.string(),
    recvID: z.string(),
    groupID: z.string(),
    clientMsgID: z.string(),
    serverMsgID: z.string(),
    senderPlatformID: z.number().int(),
    senderNickname: z.string(),
    senderFaceURL: z.string(),
    sessionType: z.number().int(),
    msgFrom: z.number().int(),
    contentType: z.number().int(),
    content: z.string().describe('The content JSON, base64 (Go writes bytes so)'),
    seq: z.number().int(),
    sendTime: z.number().int(),
    createTime: z.number().int(),
    status: z.number().int(),
    isRead: z.boolean(),
    options: z.record(z.string(), z.boolean()),
    offlinePushInfo: z
      .object({
        title: z.string(),
        desc: z.string(),
        ex: z.string(),
        iOSPushSound: z.string(),
        iOSBadgeCount: z.boolean(),
        signalInfo: z.string(),
      })
      .partial(),
    atUserIDList: z.array(z.string()),
    attachedInfo: z.string(),
    ex: z.string(),
    keyVersion: z.number().int(),
    dstUserIDs: z.array(z.string()),
  })
  .partial();

/** jssdk.GetActiveConversationsResp: every zero value may be missing (Go's omitempty). */
const activeConversations = z
  .object({
    unreadCount: z.number().int().min(0),
    conversations: z.array(
      z
        .object({
          conversation: conversation.partial(),
          lastMsg: goMsgData,
          user: userInfo.partial(),
          friend: z
            .object({
              ownerUserID: z.string(),
              friendUserID: z.string(),
              remark: z.string(),
              createTime: z.number().int(),
              addSource: z.number().int(),
              operatorUserID: z.string(),
              ex: z.string(),
              isPinned: z.boolean(),
            })
            .partial(),
          group: groupInfo.partial(),
          maxSeq: z.number().int(),
          readSeq: z.number().int(),
        })
        .partial(),
    ),
  })
  .partial();

/** OpenIM v3.8.3's internal/api/jssdk: at most 500 conversations, 100 when the count is missing or out of range. */
const MAX_ACTIVE_CONVERSATIONS = 500;
const DEFAULT_ACTIVE_CONVERSATIONS = 100;
/** Each answer reads every conversation of the caller; a client asks once per first sign-in on a device. */
export const ACTIVE_CONVERSATION_READS_PER_MINUTE = 20;

/**
 * /jssdk/get_active_conversations: a web client's first screen straight from the server, before its SDK has synced
 * (issue 28). Shaped as OpenIM v3.8.3 answers it (openimsdk/protocol jssdk.proto, written by Go's encoding/json):
 * the caller's conversations that have messages, pinned first, then newest first, each with its newest message,
 * max and read seq, and the peer's user and friend info or the group's info; and the unread total over all of them.
 * The owner is always the caller, whatever `ownerUserID` says, as OpenIM's handler does.
 */
export function registerJsSdkRoutes(
  router: ImRouter,
  { conversations, pulls, users, relations, groups }: Services,
): void {
  const reads = new AttemptLimiter(
    ACTIVE_CONVERSATION_READS_PER_MINUTE,
    60,
    (retryAfterSec) => new ApiError(TOO_MANY_REQUESTS, 'TooManyRequests', retryText(retryAfterSec)),
  );
  router.post(
    '/jssdk/get_active_conversations',
    z.object({ ownerUserID: z.string().optional(), count: z.number().int().optional() }),
    async ({ body, caller }) => {
      const owner = caller.userID;
      await reads.take(owner);
      const count =
        body.count === undefined || body.count <= 0 || body.count > MAX_ACTIVE_CONVERSATIONS
          ? DEFAULT_ACTIVE_CONVERSATIONS
          : body.count;
      const seqs = await pulls.hasReadAndMaxSeqs(owner, []);
      const active = Object.entries(seqs).filter(([, state]) => state.maxSeq > 0);
      if (active.length === 0) return {};
      const settings = new Map(
        conversations.list(owner).map((conversation) => [conversation.conversationID, conversation]),
      );
      const pinned = (conversationID: string) => settings.get(conversationID)?.isPinned === true;
      const top = active
        .sort(
          ([a, stateA], [b, stateB]) => Number(pinned(b)) - Number(pinned(a)) || stateB.maxSeqTime - stateA.maxSeqTime,
        )
        .filter(([conversationID]) => settings.has(conversationID))
        .slice(0, count);
      const lastMessages = await newestMessages(
        pulls,
        owner,
        top.map(([conversationID]) => conversationID),
      );
      const peerIDs = top.flatMap(([id]) => (settings.get(id)!.groupID ? [] : [settings.get(id)!.userID]));
      const groupIDs = top.flatMap(([id]) => (settings.get(id)!.groupID ? [settings.get(id)!.groupID] : []));
      const usersByID = new Map(users.find(peerIDs).map((user) => [user.userID, user]));
      const friendsByID = new Map(
        relations.designatedFriends(owner, peerIDs).map((friend) => [friend.friendUser.userID, friend]),
      );
      const groupsByID = new Map(
        groups
          .groups(groupIDs)
          .map((group) => [
            group.groupID,
            groups.isMember(group.groupID, owner)
              ? group
              : { ...group, notification: '', notificationUserID: '', notificationUpdateTime: 0, ex: '' },
          ]),
      );
      const unreadCount = active.reduce((sum, [, state]) => sum + Math.max(0, state.maxSeq - state.hasReadSeq), 0);
      return goJson({
        unreadCount,
        conversations: top.map(([conversationID, state]) => {
          const conversation = settings.get(conversationID)!;
          const friend = conversation.groupID ? undefined : friendsByID.get(conversation.userID);
          return {
            conversation,
            lastMsg: lastMessages.get(conversationID),
            user: conversation.groupID ? undefined : usersByID.get(conversation.userID),
            friend: friend && {
              ownerUserID: friend.ownerUserID,
              friendUserID: friend.friendUser.userID,
              remark: friend.remark,
              createTime: friend.createTime,
              addSource: friend.addSource,
              operatorUserID: friend.operatorUserID,
              ex: friend.ex,
              isPinned: friend.isPinned,
            },
            group: conversation.groupID ? groupsByID.get(conversation.groupID) : undefined,
            maxSeq: state.maxSeq,
            readSeq: state.hasReadSeq,
          };
        }),
      });
    },
    { response: activeConversations, errors: [TOO_MANY_REQUESTS] },
  );
}

/** The newest message each conversation shows this user, read in batches the pull service accepts. */
async function newestMessages(
  pulls: Services['pulls'],
  owner: string,
  conversationIDs: readonly string[],
): Promise<Map<string, MsgData>> {
  const found = new Map<string, MsgData>();
  for (let i = 0; i < conversationIDs.length; i += MessageLimits.maxConversationsPerRequest) {
    const batch = conversationIDs.slice(i, i + MessageLimits.maxConversationsPerRequest);
    for (const [conversationID, msg] of await pulls.lastMessages(owner, batch)) found.set(conversationID, msg);
  }
  return found;
}
