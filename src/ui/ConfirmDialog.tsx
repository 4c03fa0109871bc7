import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import './dialogs.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** While the confirmed action runs, both buttons wait. */
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. A modal <dialog> in the top layer: focus stays inside and Escape
 * cancels. It is rendered into <body>, so it can be opened from anywhere, a list row included.
 */
export function ConfirmDialog({ title, message, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleID = useId();
  const messageID = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return createPortal(
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={titleID}
      aria-describedby={messageID}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleID}>{title}</h2>
      <p id={messageID}>{message}</p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="confirm-actions">
        <button type="button" className="secondary-button" onClick={onCancel} disabled={busy}>
          {t`Cancel`}
        </button>
        <button type="button" className="danger-button" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
