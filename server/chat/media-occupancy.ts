import { RoomServiceClient, TwirpError } from 'livekit-server-sdk';
import type { MediaRoomOccupied } from './room-directory.ts';
import type { LiveKitConfig } from './rtc-routes.ts';

/** How long LiveKit's answer about one room is reused: token requests for one room never ask it more often. */
export const OCCUPANCY_CACHE_MS = 5_000;

export interface OccupancyOptions {
  cacheMs?: number;
  now?: () => number;
}

/**
 * Asks LiveKit whether anyone is in a room. A room that does not exist (LiveKit answers not_found) is empty; a
 * media server that cannot be asked counts as empty too, so an answered call's access fails closed. Each room's
 * answer (or the question still under way) is kept for `cacheMs`, so many token requests make one lookup.
 */
export function liveKitOccupancy(
  config: LiveKitConfig,
  onError: (error: unknown) => void,
  { cacheMs = OCCUPANCY_CACHE_MS, now = Date.now }: OccupancyOptions = {},
): MediaRoomOccupied {
  let client: RoomServiceClient | undefined;
  const answers = new Map<string, { until: number; occupied: Promise<boolean> }>();
  const ask = async (mediaRoom: string) => {
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
  return (mediaRoom) => {
    if (!config.livekitURL || !config.livekitApiKey || !config.livekitApiSecret) return Promise.resolve(false);
    const at = now();
    const known = answers.get(mediaRoom);
    if (known && known.until > at) return known.occupied;
    // Expired answers go on the next miss, so the map holds only rooms asked about in the last `cacheMs`.
    for (const [room, answer] of answers) if (answer.until <= at) answers.delete(room);
    const occupied = ask(mediaRoom);
    answers.set(mediaRoom, { until: at + cacheMs, occupied });
    return occupied;
  };
}
