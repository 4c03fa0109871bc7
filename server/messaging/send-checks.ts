import { ApiError } from '../http/envelope.ts';
import type { MsgData } from '../gateway/protobuf.ts';
import { SessionType } from './message-model.ts';

/**
 * Whether a user may send this message. All send refusals live here so the relationship and group
 * rules (blacklist 1302; not a member 1203, dismissed 1204, muted 1402, group muted 1403) have one home.
 */
export interface SendPolicy {
  /** The users a message of this conversation reaches, sender included; throws ApiError if sending is refused. */
  recipients(msg: MsgData): string[];
}

export class DirectMessagePolicy implements SendPolicy {
  constructor(private readonly userExists: (userID: string) => boolean) {}

  recipients(msg: MsgData): string[] {
    switch (msg.sessionType) {
      case SessionType.single:
        if (!msg.recvID) throw new ApiError(1001, 'ArgsError', 'recvID is required for a single chat');
        if (!this.userExists(msg.recvID)) throw new ApiError(1101, 'UserIDNotFoundError', msg.recvID);
        return msg.recvID === msg.sendID ? [msg.sendID] : [msg.sendID, msg.recvID];
      case SessionType.workingGroup:
        if (!msg.groupID) throw new ApiError(1001, 'ArgsError', 'groupID is required for a group chat');
        // No group exists until the group service is in place, so nobody is a member of any.
        throw new ApiError(1203, 'NotInGroupYetError', msg.groupID);
      default:
        throw new ApiError(1001, 'ArgsError', `session type ${msg.sessionType} cannot be sent`);
    }
  }
}
