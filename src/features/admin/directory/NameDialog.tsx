import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '../FormDialog';
import { useAdminAction } from './use-admin-action';

interface NameDialogProps {
  title: string;
  confirmLabel: string;
  initial?: string;
  /** Resolves when the server took the name; a refusal stays in the dialog. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a department's name (new or renamed); Enter saves, Escape cancels. */
export function NameDialog({ title, confirmLabel, initial = '', onSave, onClose }: NameDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(initial);
  const { busy, error, run, setError } = useAdminAction({ 1003: t`A department with this name is already there.` });
  const save = async () => {
    if (!name.trim()) {
      setError(t`Enter a name.`);
      return;
    }
    if (await run(() => onSave(name.trim()))) onClose();
  };
  return (
    <FormDialog
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      error={error}
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <label>
        {t`Department name`}
        <input value={name} maxLength={64} required onChange={(event) => setName(event.target.value)} />
      </label>
    </FormDialog>
  );
}
