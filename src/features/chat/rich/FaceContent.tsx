import { useLingui } from '@lingui/react/macro';
import type { MessageItem } from '../../../sdk/types';
import { parseFace } from './face-data';
import './rich.css';

/** A sticker (an http(s) picture) or a big emoji. */
export function FaceContent({ message }: { message: MessageItem }) {
  const { t } = useLingui();
  const face = parseFace(message.faceElem);
  if (!face) return <span className="message-text">{t`[Emoji]`}</span>;
  if (face.kind === 'image') return <img className="message-face-image" src={face.url} alt={t`Sticker`} />;
  return <span className="message-face-text">{face.text}</span>;
}
