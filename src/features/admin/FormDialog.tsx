import { useState, type ReactNode } from 'react';
import { ModalDialog } from '../../ui/ModalDialog';

interface FormDialogProps {
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  className?: string;
  /** Runs on the confirm button and on Enter inside the form alike. */
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A console dialog holding one form: Enter in a field and the confirm button submit the same way. */
export function FormDialog({
  title,
  confirmLabel,
  busy,
  error,
  className,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  // Named as it was opened: a rename that lands before the dialog closes must not retitle it to the new name.
  const [openedTitle] = useState(title);
  return (
    <ModalDialog
      title={openedTitle}
      confirmLabel={confirmLabel}
      tone="primary"
      busy={busy}
      error={error}
      className={className}
      onConfirm={onSubmit}
      onCancel={onCancel}
    >
      <form
        className="admin-dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </ModalDialog>
  );
}
