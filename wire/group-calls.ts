import type { MediaType } from './call-invitation.ts';

/** Someone in a call's media room now. */
export interface InCallPerson {
  userID: string;
  nickname: string;
  faceURL: string;
}

/** A call running in a group, as /chat/user/rtc/group_calls answers it (server/chat/group-call-routes.ts). */
export interface RunningGroupCall {
  roomID: string;
  inviterUserID: string;
  inviteeUserIDList: string[];
  mediaType: MediaType;
  participants: InCallPerson[];
}
