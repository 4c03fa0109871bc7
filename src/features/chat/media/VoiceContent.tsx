import { useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { formatClock } from './media-clock';
import { PauseIcon, PlayIcon } from './media-icons';
import { safeMediaURL } from './media-url';

/** One voice clip plays at a time: starting another pauses this one. */
let playingNow: HTMLAudioElement | null = null;

/** A voice clip: play/pause, how far it has played, and its length (or the position while it plays). */
export function VoiceContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const sound = message.soundElem;
  const url = safeMediaURL(sound?.sourceUrl);
  if (!sound || !url) return <span className="message-text">{t`[Voice]`}</span>;
  return <VoicePlayer url={url} seconds={Math.round(sound.duration)} />;
}

function VoicePlayer({ url, seconds }: { url: string; seconds: number }) {
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [failed, setFailed] = useState(false);
  const [mediaLength, setMediaLength] = useState(0);

  // The message's length is the one to trust: a recorded WebM tells the player its length only at the end.
  const total = seconds > 0 ? seconds : mediaLength;
  const played = Math.min(position, total || position);
  const share = total > 0 ? played / total : 0;
  const playedClock = formatClock(played);
  const totalClock = formatClock(total);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setFailed(true));
    else element.pause();
  };

  return (
    <span
      className="message-voice"
      role="group"
      aria-label={t`Voice message, ${plural(seconds, { one: '# second', other: '# seconds' })}`}
    >
      <button
        type="button"
        className="voice-play"
        aria-label={failed ? t`This voice message cannot be played` : playing ? t`Pause` : t`Play`}
        disabled={failed}
        onClick={toggle}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <span
        className="voice-progress"
        role="progressbar"
        aria-label={t`Played`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.round(played * 10) / 10}
        aria-valuetext={t`${playedClock} of ${totalClock}`}
      >
        <span className="voice-progress-fill" style={{ width: `${share * 100}%` }} />
      </span>
      <span className="voice-clock">{playing || played > 0 ? playedClock : totalClock}</span>
      <audio
        ref={audio}
        src={url}
        preload="none"
        onPlay={(event) => {
          if (playingNow && playingNow !== event.currentTarget) playingNow.pause();
          playingNow = event.currentTarget;
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        onDurationChange={(event) => {
          const { duration } = event.currentTarget;
          if (Number.isFinite(duration)) setMediaLength(duration);
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onEnded={(event) => {
          // Back to the start, ready to be played again.
          if (playingNow === event.currentTarget) playingNow = null;
          event.currentTarget.currentTime = 0;
          setPlaying(false);
          setPosition(0);
        }}
        onError={() => {
          setFailed(true);
          setPlaying(false);
        }}
      />
    </span>
  );
}
