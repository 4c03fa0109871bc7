import { RoomServiceClient, TwirpError } from 'livekit-server-sdk';
import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { AttemptLimiter, type LimiterStore } from '../http/attempt-limits.ts';
import type { ChatRouter } from './chat-router.ts';
import type { LiveKitConfig } from './rtc-routes.ts';
import type { LiveCall } from './rooms/call-rules.ts';
import type { InMediaRoom } from './rooms/call-recovery.ts';
import { tooFrequent } from './sign-in-limits.ts';

/** Questions one user may ask a minute: a group's screen asks on opening and while it stays open. */
export const GROUP_CALL_LOOKUPS_PER_MINUTE = 40;

export interface InCall {
  userID: string;
  nickname: string;
  faceURL: string;
}

/** Who is in a media room now, as the media server says (no one, for a room it does not have). */
export type MediaRoomPeople = (mediaRoom: string) => Promise<InCall[]>;

export interface GroupCallRouteDeps {
  /** The group's live calls, or null when the caller is not a member of the group now. */
  groupCalls(userID: string, groupID: string): Promise<LiveCall[] | null>;
  people: MediaRoomPeople;
  limits?: LimiterStore;
}

const person = z.object({ userID: z.string(), nickname: z.string(), faceURL: z.string() });

/**
 * /chat/user/rtc/group_calls: the calls running in a group, with who is in each now (deltas.md 1). Asked of the chat
 * database every copy shares and of the media server, so that a member who saw no invite (signed in late, another
 * device) still finds the call and comes in; and a ringing invitee sees who really joined. Members only.
 */
export function registerGroupCallRoutes(router: ChatRouter, { groupCalls, people, limits }: GroupCallRouteDeps): void {
  const lookups = new AttemptLimiter(GROUP_CALL_LOOKUPS_PER_MINUTE, 60, tooFrequent, limits);
  router.post(
    '/user/rtc/group_calls',
    z.object({ groupID: z.string().min(1).max(128) }),
    async ({ body, caller }) => {
      await lookups.take(caller.userID);
      const calls = await groupCalls(caller.userID, body.groupID);
      if (calls === null) throw new ApiError(1002, 'NoPermissionError', 'not a member of this group');
      const found = await Promise.all(
        calls.map(async (call) => ({
          roomID: call.roomID,
          inviterUserID: call.inviterUserID,
          inviteeUserIDList: [...call.invitees],
          mediaType: call.mediaType,
          participants: await people(call.mediaRoom),
        })),
      );
      // A call nobody is in any more (all left, not swept yet) is no call to join.
      return { calls: found.filter((call) => call.participants.length > 0) };
    },
    {
      response: z.object({
        calls: z.array(
          z.object({
            roomID: z.string(),
            inviterUserID: z.string(),
            inviteeUserIDList: z.array(z.string()),
            mediaType: z.enum(['audio', 'video']),
            participants: z.array(person),
          }),
        ),
      }),
      errors: [1002, 20005],
    },
  );
}

/**
 * Whether someone is in a media room now (rooms/call-recovery.ts). A media server that does not answer confirms
 * nothing: the claim it was asked about is refused, as the caller could not have joined that server anyway.
 */
export function inMediaRoom(people: MediaRoomPeople, onError: (error: unknown) => void): InMediaRoom {
  return async (mediaRoom, userID) => {
    try {
      return (await people(mediaRoom)).some((person) => person.userID === userID);
    } catch (error) {
      onError(error);
      return false;
    }
  };
}

/**
 * The people in a LiveKit room: identity and the name and avatar the chat service itself put in their token's
 * metadata (rtc-routes.ts; participants cannot change it).
 */
export function liveKitPeople(config: LiveKitConfig): MediaRoomPeople {
  if (!config.livekitURL || !config.livekitApiKey || !config.livekitApiSecret) return () => Promise.resolve([]);
  const client = new RoomServiceClient(config.livekitURL, config.livekitApiKey, config.livekitApiSecret, {
    requestTimeout: 5,
  });
  return async (mediaRoom) => {
    try {
      const participants = await client.listParticipants(mediaRoom);
      return participants.map((participant) => {
        const info = userInfoOf(participant.metadata);
        return {
          userID: participant.identity,
          nickname: info?.nickname || participant.name || participant.identity,
          faceURL: info?.faceURL ?? '',
        };
      });
    } catch (error) {
      if (error instanceof TwirpError && error.code === 'not_found') return [];
      throw error;
    }
  };
}

function userInfoOf(metadata: string): { nickname?: string; faceURL?: string } | undefined {
  try {
    const parsed = JSON.parse(metadata) as { userInfo?: { nickname?: unknown; faceURL?: unknown } };
    const info = parsed.userInfo;
    return {
      nickname: typeof info?.nickname === 'string' ? info.nickname : undefined,
      faceURL: typeof info?.faceURL === 'string' ? info.faceURL : undefined,
    };
  } catch {
    return undefined;
  }
}
