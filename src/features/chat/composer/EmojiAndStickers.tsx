import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StickerPanel } from '../stickers/StickerPanel';
import type { Sticker } from '../stickers/stickers-db';
import { EmojiPicker } from './EmojiPicker';

interface EmojiAndStickersProps {
  /** Whose stickers to offer: the signed-in user. */
  owner: string;
  onPickEmoji: (emoji: string) => void;
  onSendSticker: (sticker: Sticker) => void;
  /** Escape inside the picker. */
  onClose: () => void;
}

/** The picker under the composer: emoji go into the text (the first tab), stickers are sent at once. */
export function EmojiAndStickers({ owner, onPickEmoji, onSendSticker, onClose }: EmojiAndStickersProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'emoji' | 'stickers'>('emoji');
  return (
    <div
      className="emoji-and-stickers"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div role="tablist" aria-label={t`Emoji and stickers`} className="picker-tabs">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'emoji'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setTab('emoji')}
        >
          {t`Emoji`}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'stickers'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setTab('stickers')}
        >
          {t`Stickers`}
        </button>
      </div>
      {tab === 'emoji' ? (
        <EmojiPicker onPick={onPickEmoji} onClose={onClose} />
      ) : (
        <StickerPanel owner={owner} onSend={onSendSticker} />
      )}
    </div>
  );
}
