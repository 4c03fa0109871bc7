import { createHash } from 'node:crypto';
import type { RoomGrant } from '../im-port.ts';

/**
 * What the chat service says about a user and a room ID. `unknown`: no call or meeting holds the ID. `granted`: the
 * media room to mint a token for; `whileOccupied` when the grant holds only while someone is still in that media
 * room (an answered call past its first minute).
 */
export type RoomAccess = { kind: 'unknown' } | { kind: 'denied' } | ({ kind: 'granted' } & RoomGrant);

export type RoomKind = 'call' | 'meeting';

/**
 * The media server's room name for a call or a meeting: its kind, owner and ID, hashed. Calls and meetings thus
 * never share a media room, and a room ID claimed by someone else (say after the first owner's call ended) leads
 * to a different media room from the original owner's.
 */
export function mediaRoomName(kind: RoomKind, ownerUserID: string, roomID: string): string {
  const digest = createHash('sha256').update(`${kind}\0${ownerUserID}\0${roomID}`).digest('base64url');
  return `${kind}-${digest.slice(0, 32)}`;
}
