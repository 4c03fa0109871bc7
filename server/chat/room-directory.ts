import type { ImRooms, RoomGrant } from './im-port.ts';
import type { CallClaim } from './rooms/call-recovery.ts';

/** Whether anyone is in a media room right now (asked of the media server). */
export type MediaRoomOccupied = (mediaRoom: string) => Promise<boolean>;

/** Records a group call whose invite no copy heard, when what the request claims of it checks out (rooms/). */
export interface LostCalls {
  recover(userID: string, roomID: string, claim: CallClaim): Promise<boolean>;
}

/**
 * Which media room, if any, a user may enter for a room ID (`/chat/user/rtc/get_token`), from what IM's side knows
 * of calls and meetings (im-port.ts). An answered call past its grace lets people in only while its media room is
 * occupied: the call lives as long as someone is in it, and the first request that finds it empty ends it. A room
 * nobody knows may be a group call whose invite's webhook died with the copy that took it: with a `claim`, `lost`
 * is asked to recover it before the request is refused.
 */
export class RoomDirectory {
  constructor(
    private readonly rooms: ImRooms,
    private readonly occupied: MediaRoomOccupied,
    private readonly lost?: LostCalls,
  ) {}

  async mediaRoomFor(userID: string, roomID: string, claim?: CallClaim): Promise<string | undefined> {
    return (await this.grantFor(userID, roomID, claim))?.mediaRoom;
  }

  /**
   * The media room with who hosts it, when `userID` may be in it now. A group call no copy recorded is recovered
   * from `claim` first, when IM confirms it (rooms/call-recovery.ts).
   */
  async grantFor(userID: string, roomID: string, claim?: CallClaim): Promise<RoomGrant | undefined> {
    let access = await this.rooms.access(userID, roomID);
    if (access.kind === 'unknown' && claim && this.lost && (await this.lost.recover(userID, roomID, claim)))
      access = await this.rooms.access(userID, roomID);
    if (access.kind !== 'granted') return undefined;
    const { mediaRoom, whileOccupied, hostUserID, groupID } = access;
    const grant = { mediaRoom, whileOccupied, hostUserID, groupID };
    if (!whileOccupied) return grant;
    if (await this.occupied(mediaRoom)) return grant;
    if (access.call) await this.rooms.ended(roomID, mediaRoom);
    return undefined;
  }
}
