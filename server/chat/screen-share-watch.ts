import { WATCH_INTERVAL_MS } from './media-ejection.ts';
import type { ScreenShares } from './screen-shares.ts';

/** The rooms to look at now: rooms/screen-share-watch-store.ts. */
export interface WatchedRooms {
  current(now: number): Promise<string[]>;
}

/**
 * Looks at the media rooms marked watched every WATCH_INTERVAL_MS, so that someone who joins again with a token
 * LiveKit re-issued while they held a screen grant loses the screen within seconds, not at the room's next request.
 * Every copy of the chat service watches (the marks are in the chat database); the room's turn keeps two copies from
 * deciding at once, and a decision that changes nothing writes nothing. With no room marked, a look is one query of
 * the chat database and nothing of the media server (which logs every request it gets).
 */
export class ScreenShareWatch {
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;
  /** The watched rooms could not be read at the last look: said once, not every few seconds while that lasts. */
  private unreadable = false;

  constructor(
    private readonly rooms: WatchedRooms,
    private readonly shares: Pick<ScreenShares, 'enforce'>,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
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
      rooms = await this.rooms.current(this.now());
      this.unreadable = false;
    } catch (error) {
      if (!this.unreadable) this.onError(error);
      this.unreadable = true;
      return;
    }
    await Promise.all(rooms.map((room) => this.shares.enforce(room).catch(this.onError)));
  }
}
