import { RoomServiceClient, TwirpError } from 'livekit-server-sdk';
import type { LiveKitConfig } from './rtc-routes.ts';

/** Removes people from a media room now; resolves once the media server has been asked about each. */
export type MediaEjector = (mediaRoom: string, userIDs: readonly string[]) => Promise<void>;

/**
 * Has LiveKit disconnect people from a room (RoomService RemoveParticipant; a token's identity is its user ID). Someone
 * not in the room (not_found) needs nothing; any other failure is reported and the rest are still asked.
 */
export function liveKitEjector(config: LiveKitConfig, onError: (error: unknown) => void): MediaEjector {
  let client: RoomServiceClient | undefined;
  return async (mediaRoom, userIDs) => {
    if (!config.livekitURL || !config.livekitApiKey || !config.livekitApiSecret) return;
    client ??= new RoomServiceClient(config.livekitURL, config.livekitApiKey, config.livekitApiSecret, {
      requestTimeout: 5,
    });
    const room = client;
    await Promise.all(
      userIDs.map((userID) =>
        room.removeParticipant(mediaRoom, userID).catch((error: unknown) => {
          if (!(error instanceof TwirpError && error.code === 'not_found')) onError(error);
        }),
      ),
    );
  };
}
