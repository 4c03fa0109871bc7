import type { ServerConfig } from '../config/config.ts';
import { ADMIN_PLATFORM_ID, TokenError } from '../auth/tokens.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Services } from '../services/services.ts';
import type { ImPort } from '../chat/im-port.ts';
import { ImAdminClient } from '../chat/im-admin-client.ts';
import { afterSendBody } from '../webhooks/webhook-bodies.ts';
import { ContentType } from '../messaging/message-model.ts';
import { WebhookCommand } from '../protocol/openim-webhooks.ts';
import { refusalOf } from '../webhooks/webhook-answer.ts';
import { revokedMessageOf } from '../chat/message-extras/message-facts.ts';

const RECEIVE = 0;

/**
 * The chat service's port to IM inside the one-process server (`npm start`): reads straight from the embedded IM's
 * modules, and changes through IM's public REST API over loopback, as they would reach a separate OpenIM server.
 */
export function inProcessIm(config: ServerConfig, services: Services, ownApiURL: () => string): ImPort {
  const { relations, groups, users, tokens, hub, conversations, messages } = services;
  // The admin token is minted in-process: asked for over loopback, it would share 127.0.0.1's lockout for wrong admin
  // secrets with everyone else there (a reverse proxy's users, any local process), and ten wrong guesses would stop
  // every sign-in. Every call still goes through IM's public API.
  const admin = new ImAdminClient(
    ownApiURL,
    config.adminUserID,
    config.adminSecret,
    () => tokens.issue(config.adminUserID, ADMIN_PLATFORM_ID).token,
  );
  return {
    friendIDs: (owner) => Promise.resolve(relations.friendIDs(owner)),
    blockedIDs: (owner) => Promise.resolve(relations.blacks(owner).map((black) => black.blackUserInfo.userID)),
    groupMemberIDs: (groupID) => Promise.resolve(groups.memberIDs(groupID)),
    groupRole: (groupID, userID) => Promise.resolve(groups.membersByID(groupID, [userID])[0]?.roleLevel),
    // IM's own revoke notification (its tips name the message), heard as it is made.
    onRevoked(listener) {
      messages.onNotified((msg) => {
        const revoked = revokedMessageOf(msg.contentType, new TextDecoder().decode(msg.content));
        if (revoked) void Promise.resolve(listener(revoked.conversationID, revoked.clientMsgID)).catch(() => undefined);
      });
    },
    profiles: (userIDs) =>
      Promise.resolve(
        new Map(
          users.find(userIDs).map((u) => [u.userID, { userID: u.userID, nickname: u.nickname, faceURL: u.faceURL }]),
        ),
      ),
    async tokenOwner(token) {
      try {
        const owner = tokens.verify(token);
        return { userID: owner.userID, platformID: owner.platformID };
      } catch (error) {
        if (error instanceof TokenError) throw new ApiError(error.code, error.message);
        throw error;
      }
    },
    registerUser: (user) => admin.registerUser(user),
    userToken: (userID, platformID) => admin.userToken(userID, platformID),
    updateUser: (userID, changes) => admin.updateUser(userID, changes),
    businessNotification: (sendUserID, recvUserID, key, data) =>
      admin.businessNotification(sendUserID, recvUserID, key, data),
    forceLogout: (userID, platformID) => admin.forceLogout(userID, platformID),
    serverStatus: () => admin.serverStatus(),
    storageUsage: (userIDs) => admin.storageUsage(userIDs),
    onMembersLeft(listener) {
      groups.onMembersRemoved(
        (groupID, userIDs) => void Promise.resolve(listener(groupID, userIDs)).catch(() => undefined),
      );
    },
    // The very body the embedded IM's after-send webhook carries (server/webhooks), so that Web Push reads a message
    // the same way in one process as beside a real OpenIM.
    onAfterSend(listener) {
      messages.onStored((_stored, _conversationID, _recipients, operationID, accepted) => {
        if (accepted.contentType === ContentType.typing) return;
        const body = afterSendBody(accepted, operationID);
        if (body) void Promise.resolve(listener(body)).catch(() => undefined);
      });
    },
    connections: (userIDs) =>
      Promise.resolve(
        new Map(
          userIDs.flatMap((userID) => {
            const live = hub.connectionsOf(userID);
            return live.length === 0
              ? []
              : [[userID, live.map((c) => ({ platformID: c.platformID, isBackground: c.isBackground }))] as const];
          }),
        ),
      ),
    notifiedUserIDs: (conversationID, userIDs) =>
      Promise.resolve(
        userIDs.filter(
          (userID) =>
            (users.get(userID)?.globalRecvMsgOpt ?? RECEIVE) === RECEIVE &&
            (conversations.get(userID, conversationID)?.recvMsgOpt ?? RECEIVE) === RECEIVE,
        ),
      ),
    groupName: (groupID) => Promise.resolve(groups.group(groupID)?.groupName ?? ''),
    // IM's in-process beforeAddFriend: the body the webhook would carry, the answer obeyed as the webhook's is.
    answerFriendApplications(answer) {
      services.friendApplicationChecks.add(async (application) => {
        const refusal = refusalOf(await answer({ callbackCommand: WebhookCommand.beforeAddFriend, ...application }));
        if (refusal) throw refusal;
      });
    },
  };
}
