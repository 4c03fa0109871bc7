import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { EmojiPicker } from '../composer/EmojiPicker';
import { QUICK_REACTIONS } from '../composer/emoji-data';
import '../composer/composer.css';
import './reactions.css';
import { useModalDialog } from '../../../ui/use-modal-dialog';

interface ReactionPickerProps {
  onPick: (emoji: string) => void;
  onClose: () => void;
}

/**
 * A modal dialog to react with: six common emoji, and the full picker behind "More emoji". Picking one closes it;
 * Escape too, and focus goes back to what opened it.
 */
export function ReactionPicker({ onPick, onClose }: ReactionPickerProps) {
  const { t } = useLingui();
  const dialog = useModalDialog();
  const [full, setFull] = useState(false);

  const pick = (emoji: string) => {
    onPick(emoji);
    onClose();
  };

  return createPortal(
    <dialog
      ref={dialog}
      className="reaction-picker"
      aria-label={t`Add a reaction`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="reaction-picker-content">
        <div className="reaction-quick" role="toolbar" aria-label={t`Quick reactions`}>
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="emoji-button"
              aria-label={t`React with ${emoji}`}
              onClick={() => pick(emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
        {full ? (
          <EmojiPicker onPick={pick} onClose={onClose} />
        ) : (
          <button type="button" className="reaction-more" onClick={() => setFull(true)}>
            {t`More emoji`}
          </button>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
