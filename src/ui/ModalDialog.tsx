import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import './dialogs.css';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleID = useId();

  useEffect(() => {
    // Focus goes back to what opened the dialog (a menu's opener, when a menu item opened it).
    const returnTo = document.activeElement;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

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
