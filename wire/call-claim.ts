import type { CallInvitation, MediaType } from './call-invitation.ts';

/**
 * Ours, beside `/chat/user/rtc/get_token`'s `room` and `identity`: what a group call's invitation says of it, so that
 * a chat service that never heard the invite (the copy that took IM's webhook died) can recover the call after
 * checking it with IM and the media server (server/chat/rooms/call-recovery.ts). OpenIM's clients send none.
 */
export interface CallClaim {
  groupID: string;
  inviterUserID: string;
  mediaType?: MediaType;
}

/** The claim a group call's invitation makes; none for a one-to-one call, which is never recovered. */
export const callClaimOf = (invitation: CallInvitation): CallClaim | undefined =>
  invitation.groupID
    ? { groupID: invitation.groupID, inviterUserID: invitation.inviterUserID, mediaType: invitation.mediaType }
    : undefined;
