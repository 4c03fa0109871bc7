import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface SelectionBarProps {
  count: number;
  onDelete: () => void;
  onCancel: () => void;
}

/** Replaces the composer while messages are being picked. */
export function SelectionBar({ count, onDelete, onCancel }: SelectionBarProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="selection-bar" role="toolbar" aria-label={t`Selected messages`}>
      <button type="button" className="secondary-button" onClick={onCancel}>
        {t`Cancel`}
      </button>
      <span>{t`${count} selected`}</span>
      <button type="button" className="danger-button" disabled={count === 0} onClick={() => setConfirming(true)}>
        {t`Delete`}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Delete messages`}
          message={t`Delete ${count} messages? They are removed for you only.`}
          confirmLabel={t`Delete`}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
