import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import './dialogs.css';
import { useModalDialog } from './use-modal-dialog';

interface ModalDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** 'danger' for what cannot be undone. */
  tone: 'danger' | 'primary';
  /** alertdialog asks before something that cannot be undone; dialog shows content to look at before going on. */
  role?: 'alertdialog' | 'dialog';
  className?: string;
  /** The id of the element that describes the dialog, when there is one. */
  describedBy?: string;
  /** While the confirmed action runs, both buttons wait. */
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal <dialog> in the top layer with Cancel and a confirm button: focus stays inside, Escape cancels (unless
 * busy), and focus returns to the opener when it closes. It is rendered into <body>, so it can be opened from anywhere, a list row included.
 */
export function ModalDialog({
  title,
  children,
  confirmLabel,
  tone,
  role = 'dialog',
  className,
  describedBy,
  busy,
  error,
  onConfirm,
  onCancel,
}: ModalDialogProps) {
  const { t } = useLingui();
  const dialog = useModalDialog();
  const titleID = useId();

  return createPortal(
    <dialog
      ref={dialog}
      className={className ? `confirm-dialog ${className}` : 'confirm-dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleID}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleID}>{title}</h2>
      {children}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="confirm-actions">
        <button type="button" className="secondary-button" onClick={onCancel} disabled={busy}>
          {t`Cancel`}
        </button>
        <button type="button" className={`${tone}-button`} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
