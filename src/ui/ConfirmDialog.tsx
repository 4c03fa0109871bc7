import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with Cancel and one action; the browser's <dialog> keeps focus inside and Escape cancels. */
export function ConfirmDialog({ message, confirmLabel, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="confirm-dialog" onCancel={onCancel} aria-label={message}>
      <p>{message}</p>
      <div className="confirm-actions">
        <button type="button" className="secondary-button" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <button type="button" className={danger ? 'danger-button' : 'primary-button'} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
