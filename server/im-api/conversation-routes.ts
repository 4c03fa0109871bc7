import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import { ContentType, SessionType } from '../messaging/message-model.ts';
import { requireAdmin, requireSelfOrAdmin, type ImRouter } from './route.ts';
import { fullIDsAnswer, fullIDsRequest, incrementalBase, incrementalRequest } from './incremental.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { conversation, page } from '../protocol/im-shapes.ts';
import { notifyConversationChanged } from '../messaging/conversation-change.ts';
import { pageOf, pagination } from '../protocol/pagination.ts';

/** Optional fields travel as bare values; null or absent means "do not change" (openim-http-api.md §1.3). */
const conversationReq = z.object({
  conversationID: z.string().min(1),
  conversationType: z.number().int(),
  userID: z.string().default(''),
  groupID: z.string().default(''),
  recvMsgOpt: z.number().int().min(0).max(2).nullish(),
  isPinned: z.boolean().nullish(),
  attachedInfo: z.string().nullish(),
  isPrivateChat: z.boolean().nullish(),
  ex: z.string().nullish(),
  burnDuration: z.number().int().min(0).nullish(),
  minSeq: z.number().int().nullish(),
  maxSeq: z.number().int().nullish(),
  groupAtType: z.number().int().nullish(),
  msgDestructTime: z.number().int().min(0).nullish(),
  isMsgDestruct: z.boolean().nullish(),
});

const conversationList = z.object({ conversations: z.array(conversation) });

/** /conversation/*: each user's conversation settings and their incremental sync. */
export function registerConversationRoutes(
  router: ImRouter,
  { conversations, versions, messages, access }: Services,
): void {
  router.post(
    '/conversation/get_incremental_conversations',
    incrementalRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const delta = versions.since('conversation', body.userID, body.versionID, body.version);
      if (delta.full) {
        return { version: delta.version, versionID: delta.versionID, full: true, delete: [], insert: [], update: [] };
      }
      return {
        version: delta.version,
        versionID: delta.versionID,
        full: false,
        delete: delta.delete,
        insert: conversations.find(body.userID, delta.insert),
        update: conversations.find(body.userID, delta.update),
      };
    },
    { response: incrementalBase(conversation), errors: [ErrorCode.NoPermissionError] },
  );

  router.post(
    '/conversation/get_full_conversation_ids',
    fullIDsRequest,
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const { versionID } = versions.state('conversation', body.userID);
      return { version: 0, versionID, equal: false, conversationIDs: conversations.ids(body.userID) };
    },
    { response: fullIDsAnswer('conversationIDs'), errors: [ErrorCode.NoPermissionError] },
  );

  router.post(
    '/conversation/get_owner_conversation',
    z.object({ userID: z.string(), pagination }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.userID);
      const all = conversations.list(body.userID);
      const { offset, limit } = pageOf(body.pagination);
      return { total: all.length, conversations: all.slice(offset, offset + limit) };
    },
    { response: page('conversations', conversation), errors: [ErrorCode.NoPermissionError] },
  );

  router.post(
    '/conversation/get_all_conversations',
    z.object({ ownerUserID: z.string() }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      return { conversations: conversations.list(body.ownerUserID) };
    },
    { response: conversationList, errors: [ErrorCode.NoPermissionError] },
  );

  router.post(
    '/conversation/get_conversations',
    z.object({ ownerUserID: z.string(), conversationIDs: z.array(z.string()).max(1000) }),
    ({ body, caller }) => {
      requireSelfOrAdmin(caller, body.ownerUserID);
      return { conversations: conversations.find(body.ownerUserID, body.conversationIDs) };
    },
    { response: conversationList, errors: [ErrorCode.NoPermissionError] },
  );

  // OpenIM's offline-push filter (conversation.go GetConversationOfflinePushUserIDs): those of userIDs whose receive
  // option for the conversation is 0. OpenIM lets any token ask; here only the admin may read others' settings.
  router.post(
    '/conversation/get_conversation_offline_push_user_ids',
    z.object({ conversationID: z.string().min(1), userIDs: z.array(z.string()).max(1000) }),
    ({ body, caller }) => {
      requireAdmin(caller);
      return {
        userIDs: [...new Set(body.userIDs)].filter(
          (userID) => (conversations.get(userID, body.conversationID)?.recvMsgOpt ?? 0) === 0,
        ),
      };
    },
    { response: z.object({ userIDs: z.array(z.string()) }), errors: [ErrorCode.NoPermissionError] },
  );

  /**
   * The identity of a conversation as `owner` has it, from its ID alone (a client cannot name another peer or group),
   * and only for a conversation the owner belongs or belonged to: 1002 otherwise.
   */
  const identityFor = (owner: string, conversationID: string, conversationType: number) => {
    const expectedType = conversationID.startsWith('si_')
      ? SessionType.single
      : conversationID.startsWith('sg_')
        ? SessionType.workingGroup
        : conversationID.startsWith('sn_')
          ? SessionType.notification
          : undefined;
    if (expectedType === undefined || expectedType !== conversationType) {
      throw new ApiError(1001, 'ArgsError', `conversationType ${conversationType} does not fit ${conversationID}`);
    }
    const parties = access.belongs(owner, conversationID) ? access.partiesOf(owner, conversationID) : undefined;
    if (!parties) {
      throw new ApiError(1002, 'NoPermissionError', `${owner} is not in conversation ${conversationID}`);
    }
    return parties.kind === 'pair'
      ? { conversationID, conversationType, userID: parties.peer, groupID: '' }
      : { conversationID, conversationType, userID: '', groupID: parties.groupID };
  };

  router.post(
    '/conversation/set_conversations',
    z.object({ userIDs: z.array(z.string()).min(1).max(1000), conversation: conversationReq }),
    ({ body, caller }) => {
      for (const owner of body.userIDs) requireSelfOrAdmin(caller, owner);
      const { conversationID, conversationType, userID: _userID, groupID: _groupID, ...changes } = body.conversation;
      // Every owner is checked before anything is written: all or nothing.
      const identities = body.userIDs.map((owner) => identityFor(owner, conversationID, conversationType));
      const { isPrivateChat, ...others } = changes;
      body.userIDs.forEach((owner, index) => {
        if (conversations.upsert(owner, identities[index]!, others)) {
          notifyConversationChanged(messages, owner, conversationID);
        }
      });
      // Burn after reading applies to both sides of a single chat (openim-http-api.md §5): the peer is the one the
      // conversation ID names, never one the request names.
      if (isPrivateChat !== undefined && isPrivateChat !== null && conversationType === SessionType.single) {
        const self = body.userIDs[0]!;
        const identity = identities[0]!;
        const peer = identity.userID;
        const changedSelf = conversations.upsert(self, identity, { isPrivateChat });
        const changedPeer =
          peer !== self &&
          conversations.upsert(
            peer,
            { conversationID, conversationType, userID: self, groupID: '' },
            { isPrivateChat },
          );
        if (changedSelf || changedPeer) {
          messages.notify({
            sendID: self,
            recvID: peer,
            sessionType: SessionType.single,
            contentType: ContentType.conversationPrivateChat,
            tips: { recvID: peer, sendID: self, isPrivate: isPrivateChat, conversationID },
            reliable: false,
          });
        }
      }
      return undefined;
    },
    { response: null, errors: [ErrorCode.NoPermissionError] },
  );
}
