import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { WorkMoment } from '../../api/moments';
import { PicturePreview } from '../chat/media/PicturePreview';
import { safeMediaURL } from '../chat/media/media-url';
import { PlayIcon } from '../chat/media/media-icons';

/** A moment's pictures in a grid (a tap opens them full screen, stepping through all), or its video's poster. */
export function MomentMedia({ moment }: { moment: WorkMoment }) {
  const { t } = useLingui();
  const [openURL, setOpenURL] = useState<string | null>(null);
  const metas = (moment.content.metas ?? []).flatMap((meta) => {
    const original = safeMediaURL(meta.original);
    return original ? [{ original, thumb: safeMediaURL(meta.thumb) ?? original }] : [];
  });
  if (metas.length === 0) return null;
  if (moment.content.type === 1) {
    const video = metas[0]!;
    return (
      <Link
        to="/previewVideo"
        search={{ url: video.original, poster: video.thumb === video.original ? undefined : video.thumb }}
        className="moment-video"
        aria-label={t`Play video`}
      >
        {video.thumb !== video.original ? <img src={video.thumb} alt="" loading="lazy" /> : null}
        <span className="moment-play" aria-hidden>
          <PlayIcon />
        </span>
      </Link>
    );
  }
  const urls = metas.map((meta) => meta.original);
  return (
    <>
      <ul className={`moment-pictures count-${Math.min(metas.length, 3)}`} aria-label={t`Pictures`}>
        {metas.map((meta, index) => {
          const position = index + 1;
          return (
            <li key={`${meta.original}-${index}`}>
              <button type="button" onClick={() => setOpenURL(meta.original)} aria-label={t`Picture ${position}`}>
                <img src={meta.thumb} alt="" loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      {openURL ? <PicturePreview startURL={openURL} urls={urls} onClose={() => setOpenURL(null)} /> : null}
    </>
  );
}
