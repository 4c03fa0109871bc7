import { ConnectionState, ParticipantEvent, Room, RoomEvent, Track, type Participant } from 'livekit-client';
import type { CallTile } from '../state/calls/call-atoms';
import { MANY_SCREEN_SHARES, screenShareStateOf, type ScreenShareState } from '../../wire/screen-shares';

export interface MediaRoomListener {
  /** The tiles changed: someone joined or left, a track arrived, a mic was muted. */
  tiles(tiles: CallTile[]): void;
  /** How many other people are in the room now. */
  others(count: number): void;
  /** The connection to the media server dropped and LiveKit is trying to get it back (true), or got it back. */
  reconnecting(on: boolean): void;
  /** The connection to the media server dropped for good. */
  lost(): void;
  /** Asks the server for the right to share a screen (true; refused while someone else shares) or gives it back. */
  screenGrant(share: boolean): Promise<unknown>;
  /** The room's screen-share rule and grants, as the server keeps them in its metadata. */
  screenShares(state: ScreenShareState): void;
}

/** LiveKit's protocol number for a screen-share track source (livekit_models.proto, TrackSource.SCREEN_SHARE). */
const SCREEN_SHARE_SOURCE = 3;
/** How long a granted share waits for LiveKit to tell this device about its new right. */
const GRANT_WAIT_MS = 5_000;

/**
 * How long, after the connection came back, the others have to come back too before the room counts as left by
 * them. When the LiveKit node hosting a room fails, everyone joins a new room on another node, each when their own
 * client notices: at once for one whose signalling went to that node, only when the browser gives up on the media
 * path (about 30 s) for one whose signalling another node relayed. The first back finds nobody there yet.
 */
const REJOIN_GRACE_MS = 45_000;

/** Why joining failed: the media service's WebSocket ("Connected Error"), or anything else ("join failed"). */
export class MediaJoinError extends Error {
  constructor(
    readonly kind: 'websocket' | 'join',
    message: string,
  ) {
    super(message);
  }
}

function profileOf(participant: Participant): { nickname: string; faceURL: string } {
  try {
    const meta = JSON.parse(participant.metadata ?? '') as { userInfo?: { nickname?: string; faceURL?: string } };
    return {
      nickname: meta.userInfo?.nickname || participant.name || participant.identity,
      faceURL: meta.userInfo?.faceURL ?? '',
    };
  } catch {
    return { nickname: participant.name || participant.identity, faceURL: '' };
  }
}

function tileOf(participant: Participant, isSelf: boolean): CallTile {
  const camera = participant.getTrackPublication(Track.Source.Camera);
  const mic = participant.getTrackPublication(Track.Source.Microphone);
  const screen = participant.getTrackPublication(Track.Source.ScreenShare);
  const screenAudio = participant.getTrackPublication(Track.Source.ScreenShareAudio);
  return {
    userID: participant.identity,
    ...profileOf(participant),
    isSelf,
    micOn: Boolean(mic && !mic.isMuted),
    video: camera && !camera.isMuted ? (camera.track?.mediaStreamTrack ?? null) : null,
    audio: isSelf ? null : (mic?.track?.mediaStreamTrack ?? null),
    screen: screen && !screen.isMuted ? (screen.track?.mediaStreamTrack ?? null) : null,
    screenAudio: isSelf ? null : (screenAudio?.track?.mediaStreamTrack ?? null),
  };
}

/** One call's LiveKit room (the only module that touches livekit-client). */
export class MediaRoom {
  private readonly room = new Room({ adaptiveStream: false, dynacast: true });
  private left = false;
  /** Until when "nobody else here" waits for the others to come back after a reconnection. */
  private rejoinUntil = 0;
  private rejoinTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly listener: MediaRoomListener) {
    const changed = () => this.report();
    for (const event of [
      RoomEvent.ParticipantConnected,
      RoomEvent.ParticipantDisconnected,
      RoomEvent.TrackSubscribed,
      RoomEvent.TrackUnsubscribed,
      // A share the server ends is unpublished: its publication goes only after the unsubscription was reported.
      RoomEvent.TrackPublished,
      RoomEvent.TrackUnpublished,
      RoomEvent.TrackMuted,
      RoomEvent.TrackUnmuted,
      RoomEvent.LocalTrackPublished,
      RoomEvent.LocalTrackUnpublished,
      RoomEvent.ParticipantMetadataChanged,
    ]) {
      this.room.on(event, changed);
    }
    this.room.on(RoomEvent.Reconnecting, () => {
      this.rejoinUntil = Number.POSITIVE_INFINITY;
      listener.reconnecting(true);
    });
    this.room.on(RoomEvent.Reconnected, () => {
      this.rejoinUntil = Date.now() + REJOIN_GRACE_MS;
      listener.reconnecting(false);
      this.report();
    });
    this.room.on(RoomEvent.RoomMetadataChanged, (metadata) => listener.screenShares(screenShareStateOf(metadata)));
    this.room.on(RoomEvent.LocalTrackUnpublished, (publication) => {
      // Ended in the browser's own bar, or by the server: the right goes back (a no-op if it already has).
      if (publication.source === Track.Source.ScreenShare && !this.left)
        void listener.screenGrant(false).catch(() => {});
    });
    this.room.on(RoomEvent.Disconnected, () => {
      this.clearRejoinTimer();
      if (!this.left) listener.lost();
    });
  }

  /** Joins, then publishes the microphone and, for a video call, the camera. */
  async join(url: string, token: string, camera: boolean): Promise<void> {
    try {
      await this.room.connect(url, token);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new MediaJoinError(/websocket/i.test(message) ? 'websocket' : 'join', message);
    }
    this.report();
    this.listener.screenShares(screenShareStateOf(this.room.metadata));
    // Both at once: each waits for its device and its publication round trip.
    const local = this.room.localParticipant;
    await Promise.all([
      local.setMicrophoneEnabled(true).catch(() => undefined),
      camera ? local.setCameraEnabled(true).catch(() => undefined) : undefined,
    ]);
    this.report();
  }

  async setMic(on: boolean): Promise<void> {
    await this.room.localParticipant.setMicrophoneEnabled(on);
    this.report();
  }

  async setCamera(on: boolean): Promise<void> {
    await this.room.localParticipant.setCameraEnabled(on);
    this.report();
  }

  /**
   * Shares a screen, a window or a tab (the browser asks which), with its sound where the browser offers it; or
   * stops. The server grants the right (one share at a time unless the host allows more): its refusal is thrown.
   */
  async setScreenShare(on: boolean): Promise<void> {
    const local = this.room.localParticipant;
    if (!on) {
      // Its unpublication gives the right back (the listener above), as when the browser's own bar ends it.
      await local.setScreenShareEnabled(false);
      this.report();
      return;
    }
    let granted = false;
    try {
      // When the room's grants (its metadata) say it is full, the server is asked before the picker opens: its
      // refusal comes at once. Otherwise the picker comes first, while the press still counts as the person's
      // gesture (browsers require one), and the server's grant after it.
      if (this.screenFull()) {
        await this.listener.screenGrant(true);
        granted = true;
      }
      const tracks = await local.createScreenTracks({ audio: true, selfBrowserSurface: 'exclude' });
      try {
        if (!granted) await this.listener.screenGrant(true);
        granted = true;
        await this.screenAllowed();
        for (const track of tracks) await local.publishTrack(track);
      } catch (error) {
        for (const track of tracks) track.stop();
        throw error;
      }
    } catch (error) {
      // Refused, the picker closed, or publishing failed: a right given goes back at once for someone else.
      if (granted) await this.listener.screenGrant(false).catch(() => {});
      throw error;
    }
    this.report();
  }

  /** Whether the room has as many shares as it allows, as far as its metadata tells (the server decides). */
  private screenFull(): boolean {
    const { many, sharers } = screenShareStateOf(this.room.metadata);
    const others = sharers.filter((sharer) => this.room.remoteParticipants.has(sharer.identity));
    return others.length >= (many ? MANY_SCREEN_SHARES : 1);
  }

  /** Resolves once LiveKit has told this device it may publish a screen (the server's grant), or after a wait. */
  private screenAllowed(): Promise<void> {
    const local = this.room.localParticipant;
    const allowed = () => local.permissions?.canPublishSources.includes(SCREEN_SHARE_SOURCE) === true;
    if (allowed()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        local.off(ParticipantEvent.ParticipantPermissionsChanged, check);
        resolve();
      };
      const check = () => {
        if (allowed()) done();
      };
      const timer = setTimeout(done, GRANT_WAIT_MS);
      local.on(ParticipantEvent.ParticipantPermissionsChanged, check);
    });
  }

  get connected(): boolean {
    return this.room.state === ConnectionState.Connected;
  }

  async leave(): Promise<void> {
    this.left = true;
    this.clearRejoinTimer();
    await this.room.disconnect();
  }

  private report(): void {
    const others = [...this.room.remoteParticipants.values()];
    this.listener.tiles([tileOf(this.room.localParticipant, true), ...others.map((p) => tileOf(p, false))]);
    if (others.length > 0) {
      // Someone is back: from now on, the room empties only when people leave.
      if (this.room.state === ConnectionState.Connected) this.rejoinUntil = 0;
      this.clearRejoinTimer();
      this.listener.others(others.length);
      return;
    }
    // LiveKit lets everyone go just before it says it is reconnecting (a full reconnect): "nobody else here" is
    // decided once it has had its say, and while people come back into the new room, it waits for them.
    queueMicrotask(() => {
      if (this.left || this.room.remoteParticipants.size > 0) return;
      if (this.room.state !== ConnectionState.Connected) return;
      const wait = this.rejoinUntil - Date.now();
      if (wait <= 0) return this.listener.others(0);
      this.clearRejoinTimer();
      this.rejoinTimer = setTimeout(() => {
        this.rejoinTimer = null;
        this.report();
      }, wait);
    });
  }

  private clearRejoinTimer(): void {
    if (this.rejoinTimer) clearTimeout(this.rejoinTimer);
    this.rejoinTimer = null;
  }
}
