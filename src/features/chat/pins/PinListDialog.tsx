import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import type { MessagePin } from '../../../../wire/message-extras';
import { useModalDialog } from '../../../ui/use-modal-dialog';

interface PinListDialogProps {
  pins: readonly MessagePin[];
  previewOf: (pin: MessagePin) => { sender: string; text: string };
  onPick: (pin: MessagePin) => void;
  onClose: () => void;
}

/** Every pin of the chat, newest first, each a button that brings its message into view. Escape closes it. */
export function PinListDialog({ pins, previewOf, onPick, onClose }: PinListDialogProps) {
  const { t, i18n } = useLingui();
  const dialog = useModalDialog();

  return createPortal(
    <dialog
      ref={dialog}
      className="pin-list-dialog"
      aria-label={t`All pinned messages`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="pin-list-content">
        <h2>{t`All pinned messages`}</h2>
        <ul className="pin-list">
          {pins.map((pin) => {
            const { sender, text } = previewOf(pin);
            const when = i18n.date(new Date(pin.pinTime), { dateStyle: 'medium', timeStyle: 'short' });
            return (
              <li key={pin.clientMsgID}>
                <button type="button" className="pin-list-item" onClick={() => onPick(pin)}>
                  <span className="pinned-preview">
                    {sender && <span className="pinned-sender">{sender}: </span>}
                    {text}
                  </span>
                  <span className="pin-list-time">{t`Pinned ${when}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className="secondary-button" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
