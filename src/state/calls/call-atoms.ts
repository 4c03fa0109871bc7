import { atom } from 'jotai';
import type { Invitation } from './call-signal';
import type { RunningGroupCall } from '../../../wire/group-calls';

export type CallPhase = 'ringing' | 'connecting' | 'connected';

export interface CallPeer {
  userID: string;
  nickname: string;
  faceURL: string;
}

/** The one call this device is in, or ringing for. */
export interface CallState {
  invitation: Invitation;
  role: 'inviter' | 'invitee';
  phase: CallPhase;
  /** When media first flowed (ms), for the mm:ss timer and the duration. */
  connectedAt: number | null;
  /** The other side of a one-to-one call; the inviter of a group call. */
  peer: CallPeer;
  /** A group invite's invitees, for the incoming screen's avatars. */
  invitees: CallPeer[];
  mic: boolean;
  camera: boolean;
  speaker: boolean;
  minimized: boolean;
  /** The media connection dropped and is being got back (a LiveKit node failed, the network changed). */
  reconnecting?: boolean;
  /** Set when this is a meeting (custom 905) rather than a call: no ringing, no signals, the grid until one leaves. */
  meeting?: { subject: string };
  /** The host allows more than one screen share at a time (the room's rule, as the server keeps it). */
  manyShares?: boolean;
}

/** A participant's tile: plain browser tracks, so screens never touch the media SDK. */
export interface CallTile {
  userID: string;
  nickname: string;
  faceURL: string;
  isSelf: boolean;
  micOn: boolean;
  video: MediaStreamTrack | null;
  audio: MediaStreamTrack | null;
  /** The screen, window or tab they share, and its sound when the browser offered it (none for self). */
  screen: MediaStreamTrack | null;
  screenAudio: MediaStreamTrack | null;
}

export const callAtom = atom<CallState | null>(null);
export const callTilesAtom = atom<CallTile[]>([]);

/** Group calls in progress that this user may join late, by groupID (learnt from the group's invites). */
export const runningGroupCallsAtom = atom<Record<string, Invitation>>({});

/**
 * The calls running in each group as the server last said (its live rooms, which every chat-service copy shares),
 * with who is in them: the "Join the call" banner and a ringing group call's "who joined" read this.
 */
export const groupCallsAtom = atom<Record<string, RunningGroupCall[]>>({});

/** Self first, then in the order they joined (product-spec §2 "Call screen"). */
export function orderTiles(tiles: CallTile[]): CallTile[] {
  return [...tiles.filter((tile) => tile.isSelf), ...tiles.filter((tile) => !tile.isSelf)];
}

/** Up to 12 avatars; above that, 11 and a "more" tile (product-spec §2). */
export function inviteePreview<T>(invitees: T[]): { shown: T[]; more: boolean } {
  return invitees.length > 12 ? { shown: invitees.slice(0, 11), more: true } : { shown: invitees, more: false };
}
