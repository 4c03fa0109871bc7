import { AccessToken } from 'livekit-server-sdk';
import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import { ChatError } from './chat-errors.ts';
import type { ChatRouter } from './chat-router.ts';

export interface LiveKitConfig {
  livekitURL: string;
  livekitApiKey: string;
  livekitApiSecret: string;
}

/** /chat/user/rtc/get_token: a one-hour LiveKit grant to join one room (deltas.md 1). */
export function registerRtcRoutes(router: ChatRouter, config: LiveKitConfig): void {
  router.post(
    '/user/rtc/get_token',
    z.object({ room: z.string().min(1).max(128), identity: z.string().max(128).default('') }),
    async ({ body, caller }) => {
      if (!config.livekitURL || !config.livekitApiKey || !config.livekitApiSecret) {
        throw new ApiError(ChatError.RtcNotConfigured, 'RtcNotConfigured', 'no LiveKit server is configured');
      }
      // The identity is always the caller: nobody joins a call as someone else.
      const token = new AccessToken(config.livekitApiKey, config.livekitApiSecret, {
        identity: caller.userID,
        ttl: '1h',
      });
      token.addGrant({ roomJoin: true, room: body.room, canPublish: true, canSubscribe: true });
      return { serverUrl: config.livekitURL, token: await token.toJwt() };
    },
  );
}
