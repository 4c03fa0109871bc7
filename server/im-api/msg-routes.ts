import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import { ContentType, isNotificationConversation, peerOf, SessionType } from '../messaging/message-model.ts';
import { mayPerform, roleName } from '../groups/group-permissions.ts';
import { notifyConversationChanged } from '../messaging/conversation-change.ts';
import { requireSelfOrAdmin, type ImRouter } from './route.ts';

const seq = z.number().int().min(0);
/** Seqs one read-state request may list, and one read receipt names. */
const MAX_LISTED_SEQS = 1000;

/** /msg/*: revoke, read state, delete and clear (openim-http-api.md §5). */
export function registerMsgRoutes(
  router: ImRouter,
  { messageStore, messages, conversations, users, groups, access }: Services,
): void {
  /**
   * The user's own conversation, and their window of it: 1004 unless they belong or belonged to it (a row alone
   * proves nothing) and, as on the reference, have it in their list (notification conversations need no row).
   */
  const ownConversation = (userID: string, conversationID: string) => {
    const window = access.require(userID, conversationID);
    const conversation = conversations.get(userID, conversationID);
    if (!conversation && !isNotificationConversation(conversationID)) {
      throw new ApiError(1004, 'RecordNotFoundError', `conversation ${conversationID}`);
    }
    return { conversation, window };
  };

  /** 2200: to the peer of a single chat (stored, so it reaches them later too), else only to oneself. */
  const sendReadReceipt = (reader: string, conversationID: string, readSeqs: number[], hasReadSeq: number) => {
    const peer = conversationID.startsWith('si_') ? peerOf(conversationID, reader) : '';
    const toPeer = peer !== '' && peer !== reader && readSeqs.length > 0;
    messages.notify({
      sendID: reader,
      recvID: toPeer ? peer : reader,
      sessionType: SessionType.single,
      contentType: ContentType.hasReadReceipt,
      tips: { markAsReadUserID: reader, conversationID, seqs: readSeqs, hasReadSeq },
      reliable: toPeer,
    });
  };

  router.post(
    '/msg/mark_conversation_as_read',
    z.object({
      conversationID: z.string().min(1),
      userID: z.string(),
      hasReadSeq: seq,
      seqs: z.array(seq).max(MAX_LISTED_SEQS).nullish(),
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { minSeq, maxSeq } = ownConversation(body.userID, body.conversationID).window;
      const target = Math.min(body.hasReadSeq, maxSeq);
      const { hasReadSeq: before } = messageStore.userSeqs(body.userID, body.conversationID);
      // The unread run is marked with one statement however long it is; the receipt names its newest seqs only.
      const runStart = Math.max(before + 1, minSeq, target - MAX_LISTED_SEQS + 1);
      const readSeqs = new Set(body.seqs ?? []);
      for (let s = runStart; s <= target; s++) readSeqs.add(s);
      const sortedSeqs = [...readSeqs].filter((s) => s >= minSeq && s <= maxSeq).sort((a, b) => a - b);
      messageStore.transaction(() => {
        messageStore.raiseHasReadSeq(body.userID, body.conversationID, target);
        if (body.conversationID.startsWith('si_')) {
          messageStore.markReadRange(body.conversationID, Math.max(before + 1, minSeq), target, body.userID);
          messageStore.markRead(body.conversationID, sortedSeqs, body.userID);
        }
      });
      sendReadReceipt(body.userID, body.conversationID, sortedSeqs, Math.max(before, target));
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post(
    '/msg/mark_msgs_as_read',
    z.object({
      conversationID: z.string().min(1),
      userID: z.string(),
      seqs: z.array(seq.min(1)).min(1).max(MAX_LISTED_SEQS),
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { minSeq, maxSeq } = ownConversation(body.userID, body.conversationID).window;
      const last = Math.max(...body.seqs);
      if (last > maxSeq) throw new ApiError(1001, 'ArgsError', `seq ${last} is beyond the conversation's ${maxSeq}`);
      // Seqs from before the user's window (before a clear or a join) are not theirs to mark.
      const sortedSeqs = [...new Set(body.seqs)].filter((s) => s >= minSeq).sort((a, b) => a - b);
      if (sortedSeqs.length === 0) return undefined;
      messageStore.transaction(() => {
        messageStore.raiseHasReadSeq(body.userID, body.conversationID, last);
        if (body.conversationID.startsWith('si_')) messageStore.markRead(body.conversationID, sortedSeqs, body.userID);
      });
      sendReadReceipt(
        body.userID,
        body.conversationID,
        sortedSeqs,
        messageStore.userSeqs(body.userID, body.conversationID).hasReadSeq,
      );
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post(
    '/msg/set_conversation_has_read_seq',
    z.object({
      conversationID: z.string().min(1),
      userID: z.string(),
      hasReadSeq: seq,
      noNotification: z.boolean().nullish(),
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      // Clamped rather than refused: the SDK's clear flow sends its local max, which may be ahead.
      const { maxSeq } = ownConversation(body.userID, body.conversationID).window;
      const hasReadSeq = Math.min(body.hasReadSeq, maxSeq);
      messageStore.setHasReadSeq(body.userID, body.conversationID, hasReadSeq);
      if (!body.noNotification) sendReadReceipt(body.userID, body.conversationID, [], hasReadSeq);
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post(
    '/msg/revoke_msg',
    z.object({ conversationID: z.string().min(1), seq: seq.min(1), userID: z.string() }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      // An outsider learns nothing, not even whether the message exists; a member reaches only their own window.
      if (!caller.isAdmin) {
        const { minSeq, maxSeq } = access.require(body.userID, body.conversationID);
        if (body.seq < minSeq || body.seq > maxSeq)
          throw new ApiError(1004, 'RecordNotFoundError', `message ${body.seq}`);
      }
      const stored = messageStore.message(body.conversationID, body.seq);
      if (!stored) throw new ApiError(1004, 'RecordNotFoundError', `message ${body.seq}`);
      if (stored.revokeContent !== null) throw new ApiError(1404, 'MsgAlreadyRevoke');
      const isSender = stored.sendID === body.userID;
      const isGroup = stored.sessionType === SessionType.workingGroup;
      const roleIn = (userID: string) =>
        isGroup ? (groups.membersByID(stored.msg.groupID, [userID])[0]?.roleLevel ?? 0) : 0;
      const revokerRole = roleIn(body.userID);
      if (!isSender && !caller.isAdmin) {
        // In a group the owner revokes anyone's message and an admin ordinary members'; in a single chat only the
        // sender may. A sender who has left the group counts as an ordinary member.
        const senderRole = roleName(roleIn(stored.sendID));
        const target = senderRole === 'nonMember' ? 'member' : senderRole;
        if (!isGroup || !mayPerform(roleName(revokerRole), 'revokeOthersMessage', target)) {
          throw new ApiError(1002, 'NoPermissionError', 'you may not revoke this message');
        }
      }
      const revoker = users.get(body.userID);
      const sender = users.get(stored.sendID);
      const revokeTime = Date.now();
      const revokedContent = {
        revokerID: body.userID,
        revokerRole,
        clientMsgID: stored.msg.clientMsgID,
        revokerNickname: revoker?.nickname ?? '',
        revokeTime,
        sourceMessageSendTime: stored.msg.sendTime,
        sourceMessageSendID: stored.sendID,
        sourceMessageSenderNickname: sender?.nickname ?? stored.msg.senderNickname,
        sessionType: stored.sessionType,
        seq: body.seq,
        ex: '',
      };
      messageStore.revoke(body.conversationID, body.seq, JSON.stringify(revokedContent));
      messages.notify({
        sendID: body.userID,
        recvID: isGroup
          ? stored.msg.groupID
          : stored.msg.sendID === body.userID
            ? stored.msg.recvID
            : stored.msg.sendID,
        sessionType: isGroup ? SessionType.workingGroup : SessionType.single,
        // Everyone in the group learns of it at once, not only at their next sync.
        ...(isGroup && { recipients: groups.memberIDs(stored.msg.groupID) }),
        contentType: ContentType.revoked,
        tips: {
          revokerUserID: body.userID,
          clientMsgID: stored.msg.clientMsgID,
          revokeTime,
          sesstionType: stored.sessionType,
          seq: body.seq,
          conversationID: body.conversationID,
          isAdminRevoke: !isSender,
        },
        reliable: true,
      });
      return undefined;
    },
    { response: null, errors: [1002, 1004, 1404] },
  );

  const deleteSyncOpt = z.object({ IsSyncSelf: z.boolean(), IsSyncOther: z.boolean() }).nullish();

  router.post(
    '/msg/delete_msgs',
    z.object({
      conversationID: z.string().min(1),
      seqs: z.array(seq.min(1)).min(1).max(1000),
      userID: z.string(),
      deleteSyncOpt,
    }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      ownConversation(body.userID, body.conversationID);
      messageStore.deleteForUser(body.userID, body.conversationID, body.seqs);
      if (body.deleteSyncOpt?.IsSyncSelf) {
        messages.notify({
          sendID: body.userID,
          recvID: body.userID,
          sessionType: SessionType.single,
          contentType: ContentType.deleteMsgs,
          tips: { userID: body.userID, conversationID: body.conversationID, seqs: body.seqs },
          reliable: true,
        });
      }
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  /** Hides everything up to now from this user, and tells their devices the conversation changed. */
  const clear = (userID: string, conversationIDs: readonly string[], syncSelf: boolean) => {
    for (const conversationID of conversationIDs) {
      const { conversation } = ownConversation(userID, conversationID);
      const { maxSeq } = messageStore.conversationSeqs(conversationID);
      messageStore.transaction(() => {
        messageStore.setUserMinSeq(userID, conversationID, maxSeq + 1);
        messageStore.setHasReadSeq(userID, conversationID, maxSeq);
      });
      if (conversation && conversations.upsert(userID, conversation, { minSeq: maxSeq + 1 })) {
        notifyConversationChanged(messages, userID, conversationID);
      }
    }
    if (syncSelf) {
      messages.notify({
        sendID: userID,
        recvID: userID,
        sessionType: SessionType.single,
        contentType: ContentType.clearConversation,
        tips: { userID, conversationIDs },
        reliable: true,
      });
    }
  };

  router.post(
    '/msg/clear_conversation_msg',
    z.object({ conversationIDs: z.array(z.string().min(1)).min(1).max(1000), userID: z.string(), deleteSyncOpt }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      clear(body.userID, body.conversationIDs, body.deleteSyncOpt?.IsSyncSelf ?? false);
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post(
    '/msg/user_clear_all_msg',
    z.object({ userID: z.string(), deleteSyncOpt }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const own = conversations
        .ids(body.userID)
        .filter((conversationID) => access.belongs(body.userID, conversationID));
      clear(body.userID, own, body.deleteSyncOpt?.IsSyncSelf ?? false);
      return undefined;
    },
    { response: null, errors: [1002, 1004] },
  );

  router.post('/msg/get_server_time', z.object({}).passthrough(), () => ({ currentTime: Date.now() }), {
    response: z.object({ currentTime: z.number().int().describe('Unix time in milliseconds') }),
  });

  // Business notifications (2001) from a backend reach the SDK as OnRecvCustomBusinessMessage.
  router.post(
    '/msg/send_business_notification',
    z.object({
      key: z.string().min(1).max(128),
      data: z.string().max(65_535),
      sendUserID: z.string().min(1),
      recvUserID: z.string().min(1),
      sendMsg: z.boolean().nullish(),
      reliabilityLevel: z.number().int().nullish(),
    }),
    ({ body, caller }) => {
      if (!caller.isAdmin) throw new ApiError(1002, 'NoPermissionError', 'admin only');
      messages.notify({
        sendID: body.sendUserID,
        recvID: body.recvUserID,
        sessionType: SessionType.single,
        contentType: ContentType.businessNotification,
        tips: { key: body.key, data: body.data },
        reliable: false,
        recipients: [body.recvUserID],
      });
      return undefined;
    },
    { adminOnly: true, response: null },
  );
}
