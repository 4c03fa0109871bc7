import {
  RoomServiceClient,
  TrackSource,
  TwirpError,
  type ParticipantInfo,
  type ParticipantPermission,
} from 'livekit-server-sdk';
import {
  MANY_SCREEN_SHARES,
  screenShareStateOf,
  withScreenShareState,
  type ScreenShareState,
} from '../../wire/screen-shares.ts';
import { KEEP_OUT_MS } from './media-ejection.ts';
import { EVERYDAY_SOURCES, type LiveKitConfig } from './rtc-routes.ts';

const SHARING_SOURCES = [...EVERYDAY_SOURCES, TrackSource.SCREEN_SHARE, TrackSource.SCREEN_SHARE_AUDIO];
/** How long a grant holds before its screen is published: the browser's picker waits for a person. */
export const PICK_GRACE_MS = 60_000;

/** Runs `work` while no other request (in this copy or, on PostgreSQL, in any copy) decides about `mediaRoom`. */
export type RoomTurn = <T>(mediaRoom: string, work: () => Promise<T>) => Promise<T>;

export type ShareAnswer =
  { kind: 'granted'; state: ScreenShareState } | { kind: 'taken'; sharers: string[] } | { kind: 'absent' };

/** Where the rooms to watch are kept (rooms/screen-share-watch-store.ts): every copy reads the same. */
export interface WatchMarks {
  /** `mediaRoom` is watched until at least `until`. */
  mark(mediaRoom: string, until: number): Promise<void>;
}

const sameSharers = (a: ScreenShareState['sharers'], b: ScreenShareState['sharers']) =>
  a.length === b.length && a.every((s, i) => s.identity === b[i]?.identity);

const notFound = (error: unknown) => error instanceof TwirpError && error.code === 'not_found';

const publishesScreen = (p: ParticipantInfo) =>
  p.tracks.some((t) => t.source === TrackSource.SCREEN_SHARE || t.source === TrackSource.SCREEN_SHARE_AUDIO);

/** An empty list of sources lets one publish any (LiveKit's rule), so it counts as a screen grant. */
const mayPublishScreen = (p: ParticipantInfo) => {
  const sources = p.permission?.canPublishSources ?? [];
  return p.permission?.canPublish !== false && (sources.length === 0 || sources.includes(TrackSource.SCREEN_SHARE));
};

/**
 * One screen share at a time in a media room, or up to MANY_SCREEN_SHARES when its host allows more, enforced by
 * LiveKit itself: tokens let nobody publish a screen (EVERYDAY_SOURCES), and the server lets one person at a time
 * (RoomService UpdateParticipant's permission), which LiveKit checks when a track is offered and which, when taken
 * back, ends the share at once. Who holds a grant, and the host's setting, are in the room's metadata, which only the
 * server writes: every copy of the chat service and every LiveKit node reads the same.
 *
 * A grant lapses when its holder left the room, or did not publish a screen within PICK_GRACE_MS. Anyone else found
 * able to publish a screen loses it whenever the room is decided about. That includes someone who joins again with a
 * token LiveKit re-issued while they held a grant (LiveKit cannot take tokens back): for as long as such a token
 * lives after any grant came or went, the room is marked watched in the chat database, and `enforce` looks at it
 * every few seconds (screen-share-watch.ts), whichever copy granted.
 */
export class ScreenShares {
  private readonly client: RoomServiceClient;

  constructor(
    config: LiveKitConfig,
    private readonly turn: RoomTurn,
    private readonly watch: WatchMarks,
    private readonly now: () => number = Date.now,
  ) {
    this.client = new RoomServiceClient(config.livekitURL, config.livekitApiKey, config.livekitApiSecret, {
      requestTimeout: 5,
    });
  }

  /** `identity` asks to share a screen in `mediaRoom`. */
  start(mediaRoom: string, identity: string): Promise<ShareAnswer> {
    return this.turn(mediaRoom, async () => {
      const room = await this.read(mediaRoom);
      const self = room?.people.find((p) => p.identity === identity);
      if (!room || !self) return { kind: 'absent' };
      const others = room.sharers.filter((s) => s.identity !== identity);
      const allowed = room.state.many ? MANY_SCREEN_SHARES : 1;
      if (others.length >= allowed) {
        await this.write(mediaRoom, room, room.sharers);
        return { kind: 'taken', sharers: others.map((s) => s.identity) };
      }
      const mine = room.sharers.find((s) => s.identity === identity) ?? { identity, since: this.now() };
      const state = await this.write(mediaRoom, room, [...others, mine]);
      await this.permit(mediaRoom, self, true);
      return { kind: 'granted', state };
    });
  }

  /** `identity` stopped sharing (or never started after all): the grant is taken back. */
  stop(mediaRoom: string, identity: string): Promise<ScreenShareState | undefined> {
    return this.turn(mediaRoom, async () => {
      const room = await this.read(mediaRoom);
      if (!room) return undefined;
      const state = await this.write(
        mediaRoom,
        room,
        room.sharers.filter((s) => s.identity !== identity),
      );
      const self = room.people.find((p) => p.identity === identity);
      if (self && mayPublishScreen(self)) await this.permit(mediaRoom, self, false);
      return state;
    });
  }

  /** The host's setting; turned off, only the earliest share goes on. Undefined when nobody is in the room. */
  allowMany(mediaRoom: string, many: boolean): Promise<ScreenShareState | undefined> {
    return this.turn(mediaRoom, async () => {
      const room = await this.read(mediaRoom);
      if (!room) return undefined;
      room.state = { ...room.state, many };
      const kept = many ? room.sharers : room.sharers.slice(0, 1);
      return this.write(mediaRoom, room, kept);
    });
  }

  /** Decides about `mediaRoom` as it stands: lapsed grants end, and nobody without one keeps a screen. */
  enforce(mediaRoom: string): Promise<void> {
    return this.turn(mediaRoom, async () => {
      const room = await this.read(mediaRoom);
      if (room) await this.write(mediaRoom, room, room.sharers);
    });
  }

  /** The room's people and its state, its grants cut to those still good; undefined when the room is not there. */
  private async read(mediaRoom: string) {
    const [rooms, people] = await Promise.all([
      this.client.listRooms([mediaRoom]),
      this.client.listParticipants(mediaRoom).catch((error: unknown) => (notFound(error) ? [] : Promise.reject(error))),
    ]);
    const found = rooms.find((r) => r.name === mediaRoom);
    if (!found || people.length === 0) return undefined;
    const state = screenShareStateOf(found.metadata);
    const now = this.now();
    const sharers = state.sharers
      .filter((s) => {
        const p = people.find((person) => person.identity === s.identity);
        return p !== undefined && (publishesScreen(p) || now - s.since < PICK_GRACE_MS);
      })
      .sort((a, b) => a.since - b.since);
    return { metadata: found.metadata, state, people, sharers };
  }

  /**
   * Writes the grants `sharers` (when they changed) and takes the screen from anyone else who could publish one. A
   * grant given or taken back marks the room watched for as long as a token re-issued with it lives.
   */
  private async write(
    mediaRoom: string,
    room: NonNullable<Awaited<ReturnType<ScreenShares['read']>>>,
    sharers: ScreenShareState['sharers'],
  ): Promise<ScreenShareState> {
    const state = { many: room.state.many, sharers };
    const holders = new Set(sharers.map((s) => s.identity));
    const revoked = room.people.filter((p) => !holders.has(p.identity) && (mayPublishScreen(p) || publishesScreen(p)));
    const before = screenShareStateOf(room.metadata);
    if (revoked.length > 0 || !sameSharers(sharers, before.sharers))
      await this.watch.mark(mediaRoom, this.now() + KEEP_OUT_MS);
    if (JSON.stringify(state) !== JSON.stringify(before))
      await this.client.updateRoomMetadata(mediaRoom, withScreenShareState(room.metadata, state));
    await Promise.all(revoked.map((p) => this.permit(mediaRoom, p, false)));
    return state;
  }

  /** Gives or takes back the right to publish a screen, leaving the rest of the person's permission as it is. */
  private async permit(mediaRoom: string, person: ParticipantInfo, screen: boolean): Promise<void> {
    const permission: Partial<ParticipantPermission> = {
      canSubscribe: person.permission?.canSubscribe ?? true,
      canPublish: person.permission?.canPublish ?? true,
      canPublishData: person.permission?.canPublishData ?? true,
      canUpdateMetadata: person.permission?.canUpdateMetadata ?? false,
      hidden: person.permission?.hidden ?? false,
      canPublishSources: screen ? SHARING_SOURCES : EVERYDAY_SOURCES,
    };
    await this.client.updateParticipant(mediaRoom, person.identity, { permission }).catch((error: unknown) => {
      if (!notFound(error)) throw error;
    });
  }
}
