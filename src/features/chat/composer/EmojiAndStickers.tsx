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
}

/** The picker under the composer: emoji go into the text (the first tab), stickers are sent at once. */
export function EmojiAndStickers({ owner, onPickEmoji, onSendSticker }: EmojiAndStickersProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'emoji' | 'stickers'>('emoji');
  return (
    <div className="emoji-and-stickers">
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
      {tab === 'emoji' ? <EmojiPicker onPick={onPickEmoji} /> : <StickerPanel owner={owner} onSend={onSendSticker} />}
    </div>
  );
}
