import type { CallRooms } from './call-rooms.ts';
import type { RoomRegistry } from './room-registry.ts';

/** Whether anyone is in a media room right now (asked of the media server). */
export type MediaRoomOccupied = (mediaRoom: string) => Promise<boolean>;

/**
 * Which media room, if any, a user may enter for a room ID (`/chat/user/rtc/get_token`). Calls and meetings are
 * separate name spaces: an ID is looked up in the calls while a live call holds it, otherwise in the meetings, and
 * each registry refuses IDs the other holds. An answered call past its grace lets people in only while its media
 * room is occupied: the call lives as long as someone is in it, and the first request that finds it empty ends it.
 */
export class RoomDirectory {
  constructor(
    private readonly calls: CallRooms,
    private readonly meetings: RoomRegistry,
    private readonly occupied: MediaRoomOccupied,
  ) {}

  async mediaRoomFor(userID: string, roomID: string): Promise<string | undefined> {
    const fromCalls = this.calls.knows(roomID);
    const access = fromCalls ? this.calls.access(userID, roomID) : this.meetings.access(userID, roomID);
    if (access.kind !== 'granted') return undefined;
    if (!access.whileOccupied) return access.mediaRoom;
    if (await this.occupied(access.mediaRoom)) return access.mediaRoom;
    if (fromCalls) this.calls.ended(roomID, access.mediaRoom);
    return undefined;
  }
}
