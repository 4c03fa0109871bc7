import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { AttemptLimiter, type LimiterStore } from '../http/attempt-limits.ts';
import { SCREEN_SHARE_TAKEN, type ScreenShareState } from '../../wire/screen-shares.ts';
import type { ChatRouter } from './chat-router.ts';
import type { RoomGrant } from './im-port.ts';
import type { ScreenShares } from './screen-shares.ts';
import { tooFrequent } from './sign-in-limits.ts';

/** Share and setting requests one user may make a minute: each asks the media server twice or three times. */
export const SCREEN_SHARE_REQUESTS_PER_MINUTE = 30;

/** The owner's role level in OpenIM's groups. */
const GROUP_OWNER = 100;

export interface ScreenShareRouteDeps {
  /** The media room `userID` may be in now for a room ID, and who hosts it (room-directory.ts). */
  grantFor(userID: string, roomID: string): Promise<RoomGrant | undefined>;
  shares: ScreenShares;
  /** A member's role in a group as IM says now. */
  groupRole(groupID: string, userID: string): Promise<number | undefined>;
  limits?: LimiterStore;
}

const stateSchema = z.object({
  many: z.boolean(),
  sharers: z.array(z.object({ identity: z.string(), since: z.number() })),
});

/**
 * /chat/user/rtc/screen_share and /chat/user/rtc/screen_share_setting: screen sharing in a call or a meeting, one
 * share at a time unless its host allows more (screen-shares.ts). Only someone the room is open to, connected to its
 * media room, may share; only the host (a call's inviter or its group's owner, a meeting's host) may change the rule.
 */
export function registerScreenShareRoutes(router: ChatRouter, deps: ScreenShareRouteDeps): void {
  const requests = new AttemptLimiter(SCREEN_SHARE_REQUESTS_PER_MINUTE, 60, tooFrequent, deps.limits);
  const roomOf = async (userID: string, roomID: string) => {
    await requests.take(userID);
    const grant = await deps.grantFor(userID, roomID);
    if (!grant) throw new ApiError(1002, 'NoPermissionError', 'not a party to a live call or meeting in this room');
    return grant;
  };
  const inRoom = (state: ScreenShareState | undefined) => {
    if (!state) throw new ApiError(1004, 'RecordNotFoundError', 'nobody is connected to this room’s media');
    return state;
  };

  router.post(
    '/user/rtc/screen_share',
    z.object({ room: z.string().min(1).max(128), share: z.boolean() }),
    async ({ body, caller }) => {
      const { mediaRoom } = await roomOf(caller.userID, body.room);
      if (!body.share) return inRoom(await deps.shares.stop(mediaRoom, caller.userID));
      const answer = await deps.shares.start(mediaRoom, caller.userID);
      if (answer.kind === 'absent')
        throw new ApiError(1004, 'RecordNotFoundError', 'join the call’s media room before sharing a screen');
      if (answer.kind === 'taken')
        throw new ApiError(
          SCREEN_SHARE_TAKEN,
          'ScreenShareTaken',
          `already shared by ${answer.sharers.join(', ')}; the host has not allowed more shares at once`,
        );
      return answer.state;
    },
    { response: stateSchema, errors: [1002, 1004, SCREEN_SHARE_TAKEN, 20005] },
  );

  router.post(
    '/user/rtc/screen_share_setting',
    z.object({ room: z.string().min(1).max(128), allowMany: z.boolean() }),
    async ({ body, caller }) => {
      const grant = await roomOf(caller.userID, body.room);
      const host =
        grant.hostUserID === caller.userID ||
        (grant.groupID !== '' && (await deps.groupRole(grant.groupID, caller.userID)) === GROUP_OWNER);
      if (!host)
        throw new ApiError(
          1002,
          'NoPermissionError',
          'only the host (the caller, the group’s owner, the meeting’s host) may change screen sharing',
        );
      return inRoom(await deps.shares.allowMany(grant.mediaRoom, body.allowMany));
    },
    { response: stateSchema, errors: [1002, 1004, 20005] },
  );
}
