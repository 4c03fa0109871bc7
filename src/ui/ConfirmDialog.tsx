import { useId } from 'react';
import { ModalDialog } from './ModalDialog';

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

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ message, ...props }: ConfirmDialogProps) {
  const messageID = useId();
  return (
    <ModalDialog {...props} tone="danger" role="alertdialog" describedBy={messageID}>
      <p id={messageID}>{message}</p>
    </ModalDialog>
  );
}
