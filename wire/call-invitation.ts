export type MediaType = 'video' | 'audio';

/**
 * The invitation every call signal carries in its custom message's data (deltas.md 1, product-spec §3 "Call
 * invitation"), as OpenIM's clients write it.
 */
export interface CallInvitation {
  inviterUserID: string;
  inviteeUserIDList: string[];
  groupID: string;
  roomID: string;
  /** Seconds the invitees have to answer. */
  timeout: number;
  mediaType: MediaType;
  /** 1 one-to-one, 3 group. */
  sessionType: number;
  platformID: number;
  initiateTime: number;
}
