import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../state/sdk-types';
import { parseFace } from './face-data';
import './rich.css';

/** The longest side a sticker takes; stickers sit without a bubble, like in other messengers. */
const STICKER_PX = 160;

/** A sticker (an http(s) picture) or a big emoji. */
export function FaceContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const face = parseFace(message.faceElem);
  if (!face) return <span className="message-text">{t`[Emoji]`}</span>;
  if (face.kind === 'text') return <span className="message-face-text">{face.text}</span>;
  // A known size keeps the row's height while the picture loads (the list is virtualised).
  const { width = 0, height = 0 } = face;
  const scale = width && height ? Math.min(1, STICKER_PX / Math.max(width, height)) : 0;
  return (
    <img
      className="message-face-image"
      src={face.url}
      alt={t`Sticker`}
      width={scale ? Math.round(width * scale) : undefined}
      height={scale ? Math.round(height * scale) : undefined}
    />
  );
}
