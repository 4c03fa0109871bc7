import type { CallState } from './call-atoms';
import type { CallHistoryStatus } from './call-history-db';

/**
 * Whether this device leaves the call record (custom 100) in the chat, so that each call leaves exactly one: in a
 * one-to-one call the inviter does; in a group call the inviter of a call nobody joined (cancelled, unanswered,
 * rejected by every invitee), or else the last participant left in the room (`closesGroupCall`).
 */
export function leavesCallRecord(
  call: Pick<CallState, 'role' | 'invitation'>,
  status: CallHistoryStatus,
  closesGroupCall: boolean,
): boolean {
  if (status === 'otherDevice') return false;
  if (!call.invitation.groupID) return call.role === 'inviter';
  if (status === 'successed') return closesGroupCall;
  return call.role === 'inviter';
}
