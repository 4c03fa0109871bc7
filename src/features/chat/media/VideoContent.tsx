import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { formatClock } from './media-clock';
import { safeMediaURL } from './media-url';
import { Play } from 'lucide-react';

/** A video's poster frame with its length; a tap plays it on /previewVideo. */
export function VideoContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const video = message.videoElem;
  const url = safeMediaURL(video?.videoUrl);
  const poster = safeMediaURL(video?.snapshotUrl);
  if (!video || !url) return <span className="message-text">{t`[Video]`}</span>;
  return (
    <Link to="/previewVideo" search={{ url, poster: poster ?? undefined }} className="message-video">
      {poster ? <img src={poster} alt={t`Video`} /> : <span className="message-video-blank">{t`Video`}</span>}
      <span className="message-video-play" aria-hidden>
        <Play size={20} fill="currentColor" />
      </span>
      <span className="message-video-duration">{formatClock(Math.round(video.duration))}</span>
    </Link>
  );
}
