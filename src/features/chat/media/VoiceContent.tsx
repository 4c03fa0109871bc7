import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../sdk/types';
import { safeMediaURL } from './media-url';

/** A voice clip with the browser's player (play, progress, position) and its length. */
export function VoiceContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const sound = message.soundElem;
  const url = safeMediaURL(sound?.sourceUrl);
  if (!sound || !url) return <span className="message-text">{t`[Voice]`}</span>;
  const seconds = Math.round(sound.duration);
  return (
    <span className="message-voice">
      <audio src={url} controls preload="none" aria-label={t`Voice message, ${seconds} seconds`} />
    </span>
  );
}
