import type { ImRooms, RoomGrant } from './im-port.ts';

/** Whether anyone is in a media room right now (asked of the media server). */
export type MediaRoomOccupied = (mediaRoom: string) => Promise<boolean>;

/**
 * Which media room, if any, a user may enter for a room ID (`/chat/user/rtc/get_token`), from what IM's side knows
 * of calls and meetings (im-port.ts). An answered call past its grace lets people in only while its media room is
 * occupied: the call lives as long as someone is in it, and the first request that finds it empty ends it.
 */
export class RoomDirectory {
  constructor(
    private readonly rooms: ImRooms,
    private readonly occupied: MediaRoomOccupied,
  ) {}

  async mediaRoomFor(userID: string, roomID: string): Promise<string | undefined> {
    return (await this.grantFor(userID, roomID))?.mediaRoom;
  }

  /** The media room with who hosts it, when `userID` may be in it now. */
  async grantFor(userID: string, roomID: string): Promise<RoomGrant | undefined> {
    const access = await this.rooms.access(userID, roomID);
    if (access.kind !== 'granted') return undefined;
    const { mediaRoom, whileOccupied, hostUserID, groupID } = access;
    const grant = { mediaRoom, whileOccupied, hostUserID, groupID };
    if (!whileOccupied) return grant;
    if (await this.occupied(mediaRoom)) return grant;
    if (access.call) await this.rooms.ended(roomID, mediaRoom);
    return undefined;
  }
}
