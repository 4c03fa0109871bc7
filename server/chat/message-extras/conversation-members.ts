import { ApiError } from '../../protocol/api-envelope.ts';
import type { ImPort } from '../im-port.ts';
import type { ConversationRef } from '../../../wire/message-extras.ts';

/** A conversation the caller belongs to, as IM says now. */
export interface MemberConversation {
  /** OpenIM's ID of it: si_ + both users sorted, or sg_ + the group (openim-ws-gateway.md §4.2). */
  conversationID: string;
  groupID: string;
  peerUserID: string;
  /** Everyone in it now, the caller included: those who hear of a change. */
  memberIDs: readonly string[];
}

type MembershipIm = Pick<ImPort, 'groupMemberIDs' | 'profiles' | 'blockedIDs'>;

/**
 * The conversation `ref` names, if `caller` is in it now; else the error IM itself answers a send with. IM is asked
 * afresh every time, past any cache: a copy of the chat service that missed the webhook of someone leaving must not
 * show them anything new. The conversation's ID is derived from the caller, never taken from the request, so nobody
 * can name a chat between two others. `write`: the peer of a single chat must not have blocked the caller (1302),
 * as for messages.
 */
export async function memberConversation(
  im: MembershipIm,
  caller: string,
  ref: ConversationRef,
  { write }: { write: boolean },
): Promise<MemberConversation> {
  const groupID = ref.groupID ?? '';
  const peerUserID = ref.peerUserID ?? '';
  if ((groupID === '') === (peerUserID === ''))
    throw new ApiError(1001, 'ArgsError', 'name either a groupID or a peerUserID');
  if (groupID) {
    const memberIDs = await im.groupMemberIDs(groupID, { fresh: true });
    if (!memberIDs.includes(caller)) throw new ApiError(1203, 'NotInGroupYetError');
    return { conversationID: `sg_${groupID}`, groupID, peerUserID: '', memberIDs };
  }
  if (peerUserID !== caller && !(await im.profiles([peerUserID])).has(peerUserID))
    throw new ApiError(1004, 'RecordNotFoundError', `user ${peerUserID}`);
  if (write && peerUserID !== caller && (await im.blockedIDs(peerUserID)).includes(caller))
    throw new ApiError(1302, 'BlockedByPeer');
  return {
    conversationID: `si_${[caller, peerUserID].sort().join('_')}`,
    groupID: '',
    peerUserID,
    memberIDs: [...new Set([caller, peerUserID])],
  };
}
