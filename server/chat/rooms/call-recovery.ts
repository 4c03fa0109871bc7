import type { CallClaim } from '../../../wire/call-claim.ts';
import { ApiError } from '../../protocol/api-envelope.ts';
import { AttemptLimiter, type LimiterStore } from '../../http/attempt-limits.ts';
import type { ChatDb } from '../storage/chat-schema.ts';
import type { ChatDialect } from '../storage/chat-migrations.ts';
import { isLive, type LiveCall } from './call-rules.ts';
import { callStore } from './call-store.ts';
import type { GroupMembers } from './chat-rooms.ts';
import { meetingStore } from './meeting-store.ts';
import { mediaRoomName } from './media-room-name.ts';
import { lockRoom } from './room-lock.ts';

export type { CallClaim };

/** Whether someone is in a media room now, as the media server says. */
export type InMediaRoom = (mediaRoom: string, userID: string) => Promise<boolean>;

/** Recoveries one user may ask for a minute: each costs a call to IM and one to the media server. */
export const RECOVERIES_PER_MINUTE = 10;
/** Recoveries every user together may ask for a minute, on every copy: what IM is spared in a flood. */
export const RECOVERIES_PER_MINUTE_ALL = 300;
/** A recovered call rings as long as the longest invite our clients send, plus slack. */
const RECOVERED_RING_MS = 40_000;

/**
 * The group calls whose invite no copy recorded: OpenIM posts its after-send webhook once and never again, so an
 * invite heard by a copy that died before writing it is known to nobody. Call signals are online-only (OpenIM's
 * clients and ours send them so): IM stores nothing of them, and its REST API has nothing to ask about one later.
 * What can still be checked, and is, is what the rules (call-rules.ts) rest on: a group call admits whoever is a
 * member of its group now, as IM says (asked fresh); and its room is the inviter's. So a token request for a room
 * nobody knows may name the group and inviter it was invited by, and the call is recorded, as its invite would have
 * recorded it, when IM counts the caller and the inviter as members, and either the caller is that inviter (who
 * could have sent the invite anyway) or the inviter is in the call's media room now (which only a grant for that
 * very call lets anyone into). Anything else, a stranger above all, is refused as before; each recovery is counted
 * per user and for everyone, and past either limit the request is refused without asking anyone.
 */
export class CallRecovery {
  private readonly perUser: AttemptLimiter;
  private readonly forAll: AttemptLimiter;

  constructor(
    private readonly db: ChatDb,
    private readonly dialect: ChatDialect,
    /** Asked fresh: the webhook saying someone left may be lost too. */
    private readonly members: GroupMembers,
    private readonly inMediaRoom: InMediaRoom,
    limits: { perUser?: LimiterStore; forAll?: LimiterStore } = {},
    private readonly now: () => number = Date.now,
  ) {
    const over = () => new ApiError(1002, 'NoPermissionError', 'recovery limit');
    this.perUser = new AttemptLimiter(RECOVERIES_PER_MINUTE, 60, over, limits.perUser);
    this.forAll = new AttemptLimiter(RECOVERIES_PER_MINUTE_ALL, 60, over, limits.forAll);
  }

  /** Whether a call is now recorded under `roomID`: the one `claim` describes, confirmed, or one recorded meanwhile. */
  async recover(userID: string, roomID: string, claim: CallClaim): Promise<boolean> {
    const { groupID, inviterUserID } = claim;
    if (!groupID || !inviterUserID || !(await this.withinLimits(userID))) return false;
    const members = new Set(await this.members(groupID));
    if (!members.has(userID) || !members.has(inviterUserID)) return false;
    const mediaRoom = mediaRoomName('call', inviterUserID, roomID);
    if (inviterUserID !== userID && !(await this.inMediaRoom(mediaRoom, inviterUserID))) return false;
    const now = this.now();
    const call: LiveCall = {
      roomID,
      inviterUserID,
      invitees: [],
      groupID,
      mediaRoom,
      // What a late joiner turns on; the invitation, which the clients have, says the rest.
      mediaType: claim.mediaType === 'audio' ? 'audio' : 'video',
      ringsUntil: now + RECOVERED_RING_MS,
      answeredUntil: 0,
    };
    return this.db.transaction().execute(async (trx) => {
      await lockRoom(trx, this.dialect, roomID);
      // Another request, or the invite's webhook after all, may have recorded the room meanwhile: that stands, and
      // the usual rules decide.
      const found = await callStore.get(trx, roomID);
      if (isLive(found, now) || (await meetingStore.get(trx, roomID)) !== undefined) return true;
      await callStore.put(trx, call, undefined);
      return true;
    });
  }

  private async withinLimits(userID: string): Promise<boolean> {
    try {
      await this.perUser.take(userID);
      await this.forAll.take('');
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  }
}
