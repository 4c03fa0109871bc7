import { createHash } from 'node:crypto';

/**
 * What one registry (calls or meetings) says about a user and a room ID. `unknown`: the registry has no claim on
 * the ID. `granted`: the media room to mint a token for; `whileOccupied` when the grant holds only while someone is
 * still in that media room (an answered call past its first minute).
 */
export type RoomAccess =
  { kind: 'unknown' } | { kind: 'denied' } | { kind: 'granted'; mediaRoom: string; whileOccupied: boolean };

/** A registry of rooms the chat service mints media tokens for; small so it can later move to a database. */
export interface RoomRegistry {
  /** Whether anyone holds this room ID here; such an ID cannot be claimed in the other registry. */
  knows(roomID: string): boolean;
  access(userID: string, roomID: string): RoomAccess;
}

export type RoomKind = 'call' | 'meeting';

/**
 * The media server's room name for a call or a meeting: its kind, owner and ID, hashed. Calls and meetings thus
 * never share a media room, and a room ID claimed by someone else (say after a restart emptied the registries)
 * leads to a different media room from the original owner's.
 */
export function mediaRoomName(kind: RoomKind, ownerUserID: string, roomID: string): string {
  const digest = createHash('sha256').update(`${kind}\0${ownerUserID}\0${roomID}`).digest('base64url');
  return `${kind}-${digest.slice(0, 32)}`;
}
