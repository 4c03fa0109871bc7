import { ApiError } from '../protocol/api-envelope.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import type { GroupStore } from '../groups/group-store.ts';
import type { MessageStore } from './message-store.ts';

export interface SeqWindow {
  minSeq: number;
  maxSeq: number;
}

/** Who a conversation ID says it belongs to: the two users of a pair, or the members of a group. */
export type ConversationParties = { kind: 'pair'; peer: string } | { kind: 'group'; groupID: string };

const PAIR_PREFIXES = ['si_', 'sn_', 'n_'] as const;
const GROUP_PREFIXES = ['sg_', 'n_'] as const;

/**
 * Whether a user belongs to a conversation, and which of its seqs they may see. The answer comes from the
 * conversation ID and group membership, never from conversation rows: a user can create a row for any ID with
 * set_conversations, so a row proves nothing.
 *
 * - `si_a_b`, `sn_a_b`, `n_a_b`: the pair a and b, in sorted order, and the other one a registered user (user IDs may
 *   hold underscores, so only the split that sorts right and names a real user counts).
 * - `sg_g` and its companion `n_g`: the members of g; a former member keeps the window they had (the leave closed
 *   it), a user who never joined has none.
 */
export class ConversationAccess {
  constructor(
    private readonly store: MessageStore,
    private readonly groups: GroupStore,
    private readonly userExists: (userID: string) => boolean,
  ) {}

  /** The parties of the conversation as seen from `userID`, or undefined when the ID names none they are in. */
  partiesOf(userID: string, conversationID: string): ConversationParties | undefined {
    for (const prefix of PAIR_PREFIXES) {
      if (!conversationID.startsWith(prefix)) continue;
      const peer = this.peerIn(conversationID.slice(prefix.length), userID);
      if (peer !== undefined) return { kind: 'pair', peer };
    }
    for (const prefix of GROUP_PREFIXES) {
      if (!conversationID.startsWith(prefix)) continue;
      const groupID = conversationID.slice(prefix.length);
      if (groupID && this.groups.group(groupID)) return { kind: 'group', groupID };
    }
    return undefined;
  }

  /** The seqs this user may see, or undefined when they never belonged to the conversation. */
  window(userID: string, conversationID: string): SeqWindow | undefined {
    const parties = this.partiesOf(userID, conversationID);
    if (!parties) return undefined;
    if (parties.kind === 'group' && !this.groups.isMember(parties.groupID, userID)) {
      // Not a member now: only a leave (endWindowNow) leaves a closed window behind.
      if (this.store.userSeqs(userID, conversationID).maxSeq === 0) return undefined;
    }
    return this.store.visibleWindow(userID, conversationID);
  }

  belongs(userID: string, conversationID: string): boolean {
    return this.window(userID, conversationID) !== undefined;
  }

  /** Throws 1004, as the reference does for a conversation the user does not have; it tells nothing more. */
  require(userID: string, conversationID: string): SeqWindow {
    const window = this.window(userID, conversationID);
    if (!window)
      throw new ApiError(ErrorCode.RecordNotFoundError, 'RecordNotFoundError', `conversation ${conversationID}`);
    return window;
  }

  private peerIn(pair: string, userID: string): string | undefined {
    if (pair === `${userID}_${userID}`) return userID;
    const peer = pair.startsWith(`${userID}_`)
      ? pair.slice(userID.length + 1)
      : pair.endsWith(`_${userID}`)
        ? pair.slice(0, pair.length - userID.length - 1)
        : undefined;
    if (!peer) return undefined;
    const sorted = userID < peer ? `${userID}_${peer}` : `${peer}_${userID}`;
    return sorted === pair && this.userExists(peer) ? peer : undefined;
  }
}
