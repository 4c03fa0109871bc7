import { ConnectionState, Room, RoomEvent, Track, type Participant } from 'livekit-client';
import type { CallTile } from '../state/calls/call-atoms';

export interface MediaRoomListener {
  /** The tiles changed: someone joined or left, a track arrived, a mic was muted. */
  tiles(tiles: CallTile[]): void;
  /** How many other people are in the room now. */
  others(count: number): void;
  /** The connection to the media server dropped and LiveKit is trying to get it back (true), or got it back. */
  reconnecting(on: boolean): void;
  /** The connection to the media server dropped for good. */
  lost(): void;
}

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

/** Someone else shares a screen already: one share at a time in a room. */
export class ScreenTakenError extends Error {}

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
   * stops. One share at a time in a room: while someone else shares, starting is refused.
   */
  async setScreenShare(on: boolean): Promise<boolean> {
    const local = this.room.localParticipant;
    if (on) {
      const taken = [...this.room.remoteParticipants.values()].some(
        (participant) => participant.getTrackPublication(Track.Source.ScreenShare) !== undefined,
      );
      if (taken) throw new ScreenTakenError('someone else is sharing');
    }
    await local.setScreenShareEnabled(on, { audio: true, selfBrowserSurface: 'exclude' });
    this.report();
    return local.isScreenShareEnabled;
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
