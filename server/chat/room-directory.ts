import type { ImRooms } from './im-port.ts';

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
    const access = await this.rooms.access(userID, roomID);
    if (access.kind !== 'granted') return undefined;
    if (!access.whileOccupied) return access.mediaRoom;
    if (await this.occupied(access.mediaRoom)) return access.mediaRoom;
    if (access.call) await this.rooms.ended(roomID, access.mediaRoom);
    return undefined;
  }
}
