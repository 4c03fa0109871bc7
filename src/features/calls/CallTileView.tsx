import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Mic, MicOff } from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import type { CallTile } from '../../state/calls/call-atoms';

/** A plain track on a <video> (the media SDK stays in src/sdk/). */
export function TrackVideo({ track, label, mirrored }: { track: MediaStreamTrack; label: string; mirrored?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = new MediaStream([track]);
  }, [track]);
  return (
    <video
      ref={ref}
      className={mirrored ? 'call-video mirrored' : 'call-video'}
      autoPlay
      playsInline
      muted
      aria-label={label}
      data-user-id={label}
    />
  );
}

/** The other side's sound; the speaker toggle mutes it. */
export function TrackAudio({ track, muted }: { track: MediaStreamTrack; muted: boolean }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = new MediaStream([track]);
  }, [track]);
  return <audio ref={ref} autoPlay muted={muted} />;
}

/** One participant: video, or the avatar when the camera is off; the nickname and a mic icon. */
export function CallTileView({ tile }: { tile: CallTile }) {
  const { t } = useLingui();
  const name = tile.isSelf ? t`You` : tile.nickname;
  return (
    <figure className="call-tile" aria-label={name}>
      {tile.video ? (
        <TrackVideo track={tile.video} label={t`Video of ${name}`} mirrored={tile.isSelf} />
      ) : (
        <Avatar src={tile.faceURL} name={tile.nickname} size={56} />
      )}
      <figcaption>
        <span className="call-tile-name">{name}</span>
        {tile.micOn ? (
          <Mic className="call-tile-mic" size={16} role="img" aria-label={t`Mic on`} />
        ) : (
          <MicOff className="call-tile-mic" size={16} role="img" aria-label={t`Mic off`} />
        )}
      </figcaption>
    </figure>
  );
}
