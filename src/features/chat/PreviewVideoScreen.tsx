import { useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { safeMediaURL } from './media/media-url';
import './media/media.css';

/** A video message played full size (query: url, poster). */
export function PreviewVideoScreen() {
  const { t } = useLingui();
  const { url, poster } = useSearch({ from: '/_authed/previewVideo' });
  const source = safeMediaURL(url);
  return (
    <Screen title={t`Video`}>
      {source ? (
        <video className="video-preview" src={source} poster={safeMediaURL(poster) ?? undefined} controls autoPlay />
      ) : (
        <p className="empty-state">{t`This video cannot be played.`}</p>
      )}
    </Screen>
  );
}
