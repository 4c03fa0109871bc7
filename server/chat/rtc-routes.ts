import { AccessToken, TrackSource } from 'livekit-server-sdk';
import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { AttemptLimiter, type LimiterStore } from '../http/attempt-limits.ts';
import type { ChatRouter } from './chat-router.ts';
import { tooFrequent } from './sign-in-limits.ts';
import type { CallClaim } from './rooms/call-recovery.ts';

/** Token requests one user may make a minute: a call or meeting needs one per join, a reconnect one more. */
export const RTC_TOKENS_PER_MINUTE = 30;

/** What every media token lets one publish: a screen needs the server's grant on top (screen-shares.ts). */
export const EVERYDAY_SOURCES = [TrackSource.CAMERA, TrackSource.MICROPHONE];

export interface LiveKitConfig {
  livekitURL: string;
  livekitApiKey: string;
  livekitApiSecret: string;
}

/**
 * Which media room, if any, a user may enter for a call's or a meeting's room ID (room-directory.ts);
 * the media room's name is the server's, never the client's.
 */
export interface CallRoomAccess {
  mediaRoomFor(userID: string, roomID: string, claim?: CallClaim): Promise<string | undefined>;
}

export interface RtcRouteDeps {
  config: LiveKitConfig;
  rooms: CallRoomAccess;
  /** The caller's nickname and avatar, put in the participant's metadata for the other side's tiles. */
  profile: (userID: string) => Promise<{ nickname: string; faceURL: string } | undefined>;
  /** Told of each grant: someone the server put out of that room (server/chat/media-ejection.ts) may be back in. */
  granted?: (mediaRoom: string, userID: string) => void | Promise<void>;
  /** Where its limit counts (shared by every copy of the chat service); this process's memory if not given. */
  limits?: LimiterStore;
}

/**
 * /chat/user/rtc/get_token: a ten-minute LiveKit grant to join one call room (deltas.md 1, 18). Only a party to a
 * live call with that room ID, or the host or an invitee of a meeting with it (server/calls/), gets one, always under
 * the caller's own identity, whatever `identity` says, and for the media room the server names (calls and meetings
 * in separate name spaces): the client joins whatever room its token names. Ours: a group call's `groupID`,
 * `inviterUserID` and `mediaType`, as its invitation says, let the server recover a call whose invite it never heard
 * (rooms/call-recovery.ts checks them; OpenIM's clients send none, and lose nothing but that).
 */
export function registerRtcRoutes(router: ChatRouter, { config, rooms, profile, granted, limits }: RtcRouteDeps): void {
  // Each request may ask the media server who is in a room, so it has a limit of its own (20005 beyond it).
  const requests = new AttemptLimiter(RTC_TOKENS_PER_MINUTE, 60, tooFrequent, limits);
  router.post(
    '/user/rtc/get_token',
    z.object({
      room: z.string().min(1).max(128),
      identity: z.string().max(128).default(''),
      groupID: z.string().max(128).optional(),
      inviterUserID: z.string().max(128).optional(),
      mediaType: z.enum(['audio', 'video']).optional(),
    }),
    async ({ body, caller }) => {
      if (!config.livekitURL || !config.livekitApiKey || !config.livekitApiSecret) {
        // OpenIM's chat service has no code of its own for this: its LiveKit wrapper fails with a plain error,
        // which its API layer answers as 500 ServerInternalError. OpenIM's clients know that code.
        throw new ApiError(500, 'ServerInternalError', 'RtcNotConfigured: no media server is configured');
      }
      await requests.take(caller.userID);
      const { groupID, inviterUserID, mediaType } = body;
      const claim = groupID && inviterUserID ? { groupID, inviterUserID, mediaType } : undefined;
      const mediaRoom = await rooms.mediaRoomFor(caller.userID, body.room, claim);
      if (!mediaRoom) throw new ApiError(1002, 'NoPermissionError', 'not a party to a live call in this room');
      await granted?.(mediaRoom, caller.userID);
      const user = await profile(caller.userID);
      const token = new AccessToken(config.livekitApiKey, config.livekitApiSecret, {
        identity: caller.userID,
        name: user?.nickname ?? caller.userID,
        metadata: JSON.stringify({
          userInfo: { userID: caller.userID, nickname: user?.nickname ?? '', faceURL: user?.faceURL ?? '' },
        }),
        // Long enough to ring and connect; LiveKit itself re-issues a connected participant's token every five minutes
        // (ten-minute lifetime), so a short one only bounds how long a grant outlives the right to it.
        ttl: '10m',
      });
      token.addGrant({
        roomJoin: true,
        room: mediaRoom,
        canPublish: true,
        canPublishSources: EVERYDAY_SOURCES,
        canSubscribe: true,
        canUpdateOwnMetadata: false,
      });
      return { serverUrl: config.livekitURL, token: await token.toJwt() };
    },
    {
      response: z.object({ serverUrl: z.string(), token: z.string().describe('A LiveKit access token (JWT)') }),
      errors: [1002, 20005],
    },
  );
}
