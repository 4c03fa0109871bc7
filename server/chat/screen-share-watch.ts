import { WATCH_INTERVAL_MS } from './media-ejection.ts';
import type { ScreenShares } from './screen-shares.ts';

/**
 * Looks at the media rooms marked watched every WATCH_INTERVAL_MS, so that someone who joins again with a token
 * LiveKit re-issued while they held a screen grant loses the screen within seconds, not at the room's next request.
 * Every copy of the chat service watches (the mark is in the room's metadata, on the media server); the room's turn
 * keeps two copies from deciding at once, and a decision that changes nothing writes nothing.
 */
export class ScreenShareWatch {
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;
  /** The media server could not be asked at the last look: said once, not every few seconds while it is down. */
  private unreachable = false;

  constructor(
    private readonly shares: Pick<ScreenShares, 'watchedRooms' | 'enforce'>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.look(), WATCH_INTERVAL_MS).unref();
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    return this.looking ?? Promise.resolve();
  }

  /** One look at the watched rooms (a look still under way is not doubled). */
  look(): Promise<void> {
    this.looking ??= this.lookOnce().finally(() => (this.looking = undefined));
    return this.looking;
  }

  private async lookOnce(): Promise<void> {
    let rooms: string[];
    try {
      rooms = await this.shares.watchedRooms();
      this.unreachable = false;
    } catch (error) {
      if (!this.unreachable) this.onError(error);
      this.unreachable = true;
      return;
    }
    await Promise.all(rooms.map((room) => this.shares.enforce(room).catch(this.onError)));
  }
}
