import { chatPost } from './chat-client';
import type { RunningGroupCall } from '../../wire/group-calls';
import type { CallClaim } from '../../wire/call-claim';
import type { ScreenShareState } from '../../wire/screen-shares';

export interface CallToken {
  serverUrl: string;
  token: string;
}

/**
 * A media token for a call room (chat-service.md, deltas.md 18). The server answers 500 ServerInternalError when it
 * has no media server (as OpenIM's chat service does) and 1002 when the caller is not a party to a live call there.
 * `claim`: what a group call's invitation says of it, so a server that missed the invite can recover the call.
 */
export const fetchCallToken = (room: string, identity: string, claim?: CallClaim) =>
  chatPost<CallToken>('/user/rtc/get_token', { room, identity, ...claim });

export const NO_MEDIA_SERVER = 500;
export const NOT_INVITED = 1002;

/**
 * The calls running in a group and who is in each now (server/chat/group-call-routes.ts): members only (1002 for
 * anyone else).
 */
export const fetchGroupCalls = (groupID: string) =>
  chatPost<{ calls: RunningGroupCall[] }>('/user/rtc/group_calls', { groupID });

/**
 * Asks for the right to share a screen in a call's or meeting's room, or gives it back (server/chat/screen-shares.ts):
 * refused with SCREEN_SHARE_TAKEN while the room has as many shares as its host allows.
 */
export const requestScreenShare = (room: string, share: boolean) =>
  chatPost<ScreenShareState>('/user/rtc/screen_share', { room, share });

/** The host allows more than one share at a time, or not (1002 for anyone but the host). */
export const setScreenShareRule = (room: string, allowMany: boolean) =>
  chatPost<ScreenShareState>('/user/rtc/screen_share_setting', { room, allowMany });
