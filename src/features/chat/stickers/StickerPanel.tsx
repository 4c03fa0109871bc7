import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';
import { useLongPress } from '../../../ui/menu/use-long-press';
import { removeSticker, type Sticker } from './stickers-db';
import { useStickers } from './use-stickers';
import './stickers.css';
import { X } from 'lucide-react';

interface StickerPanelProps {
  owner: string;
  onSend: (sticker: Sticker) => void;
}

/** The user's kept stickers; a tap sends one at once, right-click, long-press or × removes it. */
export function StickerPanel({ owner, onSend }: StickerPanelProps) {
  const { t } = useLingui();
  const stickers = useStickers(owner);
  if (stickers === null) return <div className="sticker-panel" aria-busy="true" />;
  if (stickers.length === 0)
    return <p className="sticker-panel sticker-empty">{t`Add pictures from chats with Add to stickers`}</p>;
  return (
    <ul className="sticker-panel sticker-grid" aria-label={t`Stickers`}>
      {stickers.map((sticker) => (
        <StickerItem key={sticker.url} owner={owner} sticker={sticker} onSend={onSend} />
      ))}
    </ul>
  );
}

function StickerItem({
  owner,
  sticker,
  onSend,
}: {
  owner: string;
  sticker: Sticker;
  onSend: StickerPanelProps['onSend'];
}) {
  const { t } = useLingui();
  // A long press ends in a click; that click must not also send the sticker being removed.
  const pressed = useRef(false);
  const remove = () => {
    pressed.current = true;
    void removeSticker(owner, sticker.url)
      .then(() => showToast(appStore, t`Removed`))
      .catch(() => showToast(appStore, t`Operation failed`, 'failure'));
  };
  const longPress = useLongPress(remove);
  return (
    <li className="sticker-item">
      <button
        type="button"
        className="sticker-send"
        aria-label={t`Send sticker`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (pressed.current) return;
          onSend(sticker);
        }}
        onContextMenu={(event) => {
          event.preventDefault();
          remove();
        }}
        {...longPress}
        onPointerDown={(event) => {
          pressed.current = false;
          longPress.onPointerDown(event);
        }}
      >
        <img src={sticker.url} alt={t`Sticker`} loading="lazy" />
      </button>
      <button type="button" className="sticker-remove" aria-label={t`Remove sticker`} onClick={remove}>
        <X size={14} />
      </button>
    </li>
  );
}
