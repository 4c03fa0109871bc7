import type { ImRooms } from '../chat/im-port.ts';
import type { CallRooms } from './call-rooms.ts';
import type { RoomRegistry } from './room-registry.ts';

/**
 * The in-process registries as the chat service's port sees them. Calls and meetings are separate name spaces: an
 * ID is looked up in the calls while a live call holds it, otherwise in the meetings (each refuses the other's IDs).
 */
export const registryRooms = (calls: CallRooms, meetings: RoomRegistry & Pick<CallRooms, 'onLeftCall'>): ImRooms => ({
  access(userID, roomID) {
    const call = calls.knows(roomID);
    const access = call ? calls.access(userID, roomID) : meetings.access(userID, roomID);
    return Promise.resolve(access.kind === 'granted' ? { ...access, call } : access);
  },
  ended(roomID, mediaRoom) {
    calls.ended(roomID, mediaRoom);
    return Promise.resolve();
  },
  onLeftCall(listener) {
    calls.onLeftCall(listener);
    meetings.onLeftCall(listener);
  },
});
