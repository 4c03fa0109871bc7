import { RoomServiceClient, TwirpError } from 'livekit-server-sdk';
import type { MediaRoomOccupied } from '../calls/room-directory.ts';
import type { LiveKitConfig } from './rtc-routes.ts';

/**
 * Asks LiveKit whether anyone is in a room. A room that does not exist (LiveKit answers not_found) is empty; a
 * media server that cannot be asked counts as empty too, so an answered call's access fails closed.
 */
export function liveKitOccupancy(config: LiveKitConfig, onError: (error: unknown) => void): MediaRoomOccupied {
  let client: RoomServiceClient | undefined;
  return async (mediaRoom) => {
    if (!config.livekitURL || !config.livekitApiKey || !config.livekitApiSecret) return false;
    client ??= new RoomServiceClient(config.livekitURL, config.livekitApiKey, config.livekitApiSecret, {
      requestTimeout: 5,
    });
    try {
      return (await client.listParticipants(mediaRoom)).length > 0;
    } catch (error) {
      if (!(error instanceof TwirpError && error.code === 'not_found')) onError(error);
      return false;
    }
  };
}
