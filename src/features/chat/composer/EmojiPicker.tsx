import { useLingui } from '@lingui/react/macro';
import { EMOJI } from './emoji-data';

/** A grid of emoji; picking one leaves the picker open, so several can go in a row. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="emoji-picker" role="group" aria-label={t`Emoji`}>
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="emoji-button"
          aria-label={emoji}
          // Keep the textarea's caret where it is.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
