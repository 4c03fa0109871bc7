import { ApiError } from '../protocol/api-envelope.ts';
import type { MsgData } from '../protocol/protobuf.ts';
import type { RelationStore } from '../relation/relation-store.ts';
import { GroupRole, GroupStatus } from '../groups/group-model.ts';
import type { GroupStore } from '../groups/group-store.ts';
import { SessionType } from './message-model.ts';

/**
 * Whether a user may send this message, and who it reaches. Every send refusal lives here:
 * 1302 blacklisted by the peer; 1203 not in the group, 1204 dismissed, 1402 member muted, 1403 group muted.
 */
export class SendPolicy {
  constructor(
    private readonly userExists: (userID: string) => boolean,
    private readonly relations: RelationStore,
    private readonly groups: GroupStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The users a message reaches, sender included; throws the ApiError the SDK shows when sending is refused.
   * Notification-account messages (sessionType 4) come only from the admin API (`fromAdmin`), never a client.
   */
  recipients(msg: MsgData, fromAdmin = false): string[] {
    switch (msg.sessionType) {
      case SessionType.single:
        return this.singleRecipients(msg);
      case SessionType.workingGroup:
        return this.groupRecipients(msg);
      case SessionType.notification:
        if (fromAdmin) return this.notificationRecipients(msg);
        throw new ApiError(1001, 'ArgsError', `session type ${msg.sessionType} cannot be sent`);
      default:
        throw new ApiError(1001, 'ArgsError', `session type ${msg.sessionType} cannot be sent`);
    }
  }

  private singleRecipients(msg: MsgData): string[] {
    if (!msg.recvID) throw new ApiError(1001, 'ArgsError', 'recvID is required for a single chat');
    if (msg.recvID === msg.sendID) return [msg.sendID];
    if (!this.userExists(msg.recvID)) throw new ApiError(1004, 'RecordNotFoundError', `user ${msg.recvID}`);
    if (this.relations.isBlocked(msg.recvID, msg.sendID)) throw new ApiError(1302, 'BlockedByPeer');
    return [msg.sendID, msg.recvID];
  }

  /** A notification-account message (sessionType 4, only the admin API sends one) reaches its receiver alone. */
  private notificationRecipients(msg: MsgData): string[] {
    if (!msg.recvID) throw new ApiError(1001, 'ArgsError', 'recvID is required for a notification');
    if (!this.userExists(msg.recvID)) throw new ApiError(1004, 'RecordNotFoundError', `user ${msg.recvID}`);
    return [msg.recvID];
  }

  private groupRecipients(msg: MsgData): string[] {
    if (!msg.groupID) throw new ApiError(1001, 'ArgsError', 'groupID is required for a group chat');
    const group = this.groups.group(msg.groupID);
    if (!group) throw new ApiError(1201, 'GroupIDNotFoundError', msg.groupID);
    if (group.status === GroupStatus.dismissed) throw new ApiError(1204, 'DismissedAlreadyError');
    const sender = this.groups.membersByID(msg.groupID, [msg.sendID])[0];
    if (!sender) throw new ApiError(1203, 'NotInGroupYetError');
    // Owners and admins speak even when the group or they themselves are muted.
    if (sender.roleLevel === GroupRole.member) {
      if (group.status === GroupStatus.muted) throw new ApiError(1403, 'MutedGroup');
      if (sender.muteEndTime > this.now()) throw new ApiError(1402, 'MutedInGroup');
    }
    return this.groups.memberIDs(msg.groupID);
  }
}
