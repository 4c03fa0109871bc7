import { RoomServiceClient, TwirpError } from 'livekit-server-sdk';
import type { LiveKitConfig } from './rtc-routes.ts';
import type { KeepOuts } from './rooms/keep-outs.ts';

/**
 * How long someone put out of a room is kept out: the longest a media token lives (rtc-routes.ts mints ten-minute
 * tokens, and LiveKit re-issues ten-minute ones to connected participants), plus a minute of slack.
 */
export const KEEP_OUT_MS = 11 * 60_000;
/** How often the rooms with someone kept out are looked at. */
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
 * happen, every `WATCH_INTERVAL_MS` the rooms with someone kept out are looked at and anyone back is removed again.
 * `admitted` lifts it when the server grants them that room again (say they rejoined the group). Who is kept out is
 * in the chat database (rooms/keep-outs.ts), so every copy of the chat service watches, whichever put them out.
 */
export class MediaEjections {
  private timer: NodeJS.Timeout | undefined;
  private watching: Promise<void> | undefined;

  constructor(
    private readonly rooms: MediaRoomService,
    private readonly keptOut: KeepOuts,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Looks every WATCH_INTERVAL_MS, until `stop`, also at those another copy put out. */
  start(): void {
    this.timer ??= setInterval(() => void this.watch(), WATCH_INTERVAL_MS).unref();
  }

  async eject(mediaRoom: string, identities: readonly string[]): Promise<void> {
    try {
      await this.keptOut.add(mediaRoom, identities, this.now() + KEEP_OUT_MS);
    } catch (error) {
      this.onError(error);
    }
    await Promise.all(identities.map((identity) => this.rooms.remove(mediaRoom, identity).catch(this.onError)));
  }

  admitted(mediaRoom: string, identity: string): Promise<void> {
    return this.keptOut.lift(mediaRoom, identity);
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    return this.watching ?? Promise.resolve();
  }

  /** One look at the rooms with someone kept out (a look still under way is not doubled). */
  watch(): Promise<void> {
    this.watching ??= this.look().finally(() => (this.watching = undefined));
    return this.watching;
  }

  private async look(): Promise<void> {
    try {
      const keptOut = await this.keptOut.current(this.now());
      await Promise.all(
        [...keptOut].map(async ([mediaRoom, identities]) => {
          try {
            const back = (await this.rooms.identities(mediaRoom)).filter((identity) => identities.has(identity));
            await Promise.all(back.map((identity) => this.rooms.remove(mediaRoom, identity)));
          } catch (error) {
            this.onError(error);
          }
        }),
      );
    } catch (error) {
      this.onError(error);
    }
  }
}
