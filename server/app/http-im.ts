import { statement } from '../db/statement-cache.ts';
import type { ServerContext } from '../services/services.ts';
import { completeMsgData } from '../protocol/protobuf.ts';
import { WebhookCommand, type WebhookBody } from '../protocol/openim-webhooks.ts';
import { ImAdminClient } from '../chat/im-admin-client.ts';
import { HttpIm } from '../chat/http-im.ts';
import type { ImRooms } from '../chat/im-port.ts';
import { CallRooms, type GroupMembership } from '../calls/call-rooms.ts';
import { MeetingRooms } from '../calls/meeting-rooms.ts';
import { registryRooms } from '../calls/registry-rooms.ts';
import { ContentType } from '../../wire/message-types.ts';

/** The message an after-send webhook describes, as the call and meeting registries read messages. */
const messageOf = (body: Extract<WebhookBody, { content: string }>) =>
  completeMsgData({
    sendID: body.sendID,
    recvID: 'recvID' in body ? body.recvID : '',
    groupID: 'groupID' in body ? body.groupID : '',
    sessionType: body.sessionType,
    contentType: body.contentType,
    clientMsgID: body.clientMsgID,
    serverMsgID: body.serverMsgID,
    sendTime: body.sendTime,
    senderNickname: body.senderNickname,
    content: new TextEncoder().encode(body.content),
  });

/**
 * The chat service's port over OpenIM's REST API and webhooks (server/chat/http-im.ts), with the call and meeting
 * registries fed by the after-send webhooks of call signals and meeting invitations. OpenIM posts those for
 * online-only messages too (internal/rpc/msg/send.go calls the after-send webhook for every message sent), so the
 * chat service learns each invite, accept, cancel and hang-up. Meetings are kept in the chat service's database;
 * live calls, as in the one-process server, in this process's memory.
 */
export function httpIm({ config, db, logger }: ServerContext, apiURL: () => string): HttpIm {
  const client = new ImAdminClient(apiURL, config.adminUserID, config.adminSecret);
  // The registries ask membership synchronously: they read the members last read through the port, refreshed
  // before each group signal, each member change and each token request that needs them.
  const members = new Map<string, ReadonlySet<string>>();
  const membership: GroupMembership = {
    isMember: (groupID, userID) => members.get(groupID)?.has(userID) ?? false,
    memberIDs: (groupID) => [...(members.get(groupID) ?? [])],
  };
  const calls: CallRooms = new CallRooms(membership, (roomID) => meetings.knows(roomID));
  const meetings: MeetingRooms = new MeetingRooms(db, membership, (roomID) => calls.knows(roomID));
  const registries = registryRooms(calls, meetings);
  const refresh = async (groupIDs: Iterable<string>) => {
    for (const groupID of new Set(groupIDs))
      if (groupID) members.set(groupID, new Set(await im.groupMemberIDs(groupID)));
  };
  const rooms: ImRooms = {
    ...registries,
    async access(userID, roomID) {
      const meetingGroups = statement(
        db,
        "SELECT DISTINCT group_id FROM meeting_invitees WHERE meeting_id = ? AND group_id != ''",
      )
        .pluck()
        .all(roomID) as string[];
      await refresh([calls.groupOf(roomID) ?? '', ...meetingGroups]);
      return registries.access(userID, roomID);
    },
  };
  const im = new HttpIm(client, rooms, logger.child({ module: 'chat-im' }), config.chatImCacheMs);
  im.onWebhook(async (body) => {
    switch (body.callbackCommand) {
      case WebhookCommand.afterSendSingleMsg:
      case WebhookCommand.afterSendGroupMsg: {
        if (body.contentType !== ContentType.custom) return;
        if (body.callbackCommand === WebhookCommand.afterSendGroupMsg) await refresh([body.groupID]);
        const msg = messageOf(body);
        calls.accepted(msg);
        meetings.invitationStored(msg);
        return;
      }
      case WebhookCommand.afterQuitGroup:
      case WebhookCommand.afterKickGroupMember:
      case WebhookCommand.afterDismissGroup: {
        const before = membership.memberIDs(body.groupID);
        await refresh([body.groupID]);
        const left = before.filter((userID) => !membership.isMember(body.groupID, userID));
        const named =
          body.callbackCommand === WebhookCommand.afterQuitGroup
            ? [body.userID]
            : body.callbackCommand === WebhookCommand.afterKickGroupMember
              ? (body.kickedUserIDs ?? [])
              : (body.membersID ?? []);
        const out = [...new Set([...left, ...named])];
        calls.membersLeft(body.groupID, out);
        meetings.membersLeft(body.groupID, out);
        return;
      }
      default:
        return;
    }
  });
  return im;
}
