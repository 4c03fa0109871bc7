import { RoomServiceClient, TwirpError } from 'livekit-server-sdk';
import type { LiveKitConfig } from './rtc-routes.ts';

/**
 * How long someone put out of a room is kept out: the longest a media token lives (rtc-routes.ts mints ten-minute
 * tokens, and LiveKit re-issues ten-minute ones to connected participants), plus a minute of slack.
 */
export const KEEP_OUT_MS = 11 * 60_000;
/** How often rooms with someone kept out are looked at while any are. */
export const WATCH_INTERVAL_MS = 2_000;

/** The media server's room service, as far as removing people goes. */
export interface MediaRoomService {
  identities(mediaRoom: string): Promise<string[]>;
  remove(mediaRoom: string, identity: string): Promise<void>;
}

export function liveKitRoomService(config: LiveKitConfig): MediaRoomService | undefined {
  if (!config.livekitURL || !config.livekitApiKey || !config.livekitApiSecret) return undefined;
  const client = new RoomServiceClient(config.livekitURL, config.livekitApiKey, config.livekitApiSecret, {
    requestTimeout: 5,
  });
  const notFound = (error: unknown) => error instanceof TwirpError && error.code === 'not_found';
  return {
    identities: (mediaRoom) =>
      client.listParticipants(mediaRoom).then(
        (participants) => participants.map((p) => p.identity),
        (error: unknown) => (notFound(error) ? [] : Promise.reject(error)),
      ),
    remove: (mediaRoom, identity) =>
      client.removeParticipant(mediaRoom, identity).catch((error: unknown) => {
        if (!notFound(error)) throw error;
      }),
  };
}

/**
 * Puts people out of media rooms and keeps them out. LiveKit's RemoveParticipant disconnects someone but leaves their
 * token valid (v1.13.5 ignores revokeTokenTs), so they could reconnect with it until it expires: while that could
 * happen, the rooms they were put out of are looked at every `WATCH_INTERVAL_MS` and anyone back is removed again.
 * `admitted` lifts it when the server grants them that room again (say they rejoined the group).
 */
export class MediaEjections {
  /** mediaRoom → identity → kept out until. */
  private readonly keptOut = new Map<string, Map<string, number>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly rooms: MediaRoomService,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async eject(mediaRoom: string, identities: readonly string[]): Promise<void> {
    const room = this.keptOut.get(mediaRoom) ?? new Map<string, number>();
    this.keptOut.set(mediaRoom, room);
    for (const identity of identities) room.set(identity, this.now() + KEEP_OUT_MS);
    this.timer ??= setInterval(() => void this.watch(), WATCH_INTERVAL_MS).unref();
    await Promise.all(identities.map((identity) => this.rooms.remove(mediaRoom, identity).catch(this.onError)));
  }

  admitted(mediaRoom: string, identity: string): void {
    this.keptOut.get(mediaRoom)?.delete(identity);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.keptOut.clear();
  }

  private async watch(): Promise<void> {
    const now = this.now();
    for (const [mediaRoom, room] of this.keptOut) {
      for (const [identity, until] of room) if (until <= now) room.delete(identity);
      if (room.size === 0) this.keptOut.delete(mediaRoom);
    }
    if (this.keptOut.size === 0) return this.stop();
    await Promise.all(
      [...this.keptOut].map(async ([mediaRoom, room]) => {
        try {
          const back = (await this.rooms.identities(mediaRoom)).filter((identity) => room.has(identity));
          await Promise.all(back.map((identity) => this.rooms.remove(mediaRoom, identity)));
        } catch (error) {
          this.onError(error);
        }
      }),
    );
  }
}
