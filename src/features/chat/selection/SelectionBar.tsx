import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import '../forward/forward.css';

interface SelectionBarProps {
  count: number;
  /** Whether every picked message may be forwarded (see forward-rules.ts). */
  canForward: boolean;
  onForwardOneByOne: () => void;
  onMergeForward: () => void;
  onDelete: () => void;
  onCancel: () => void;
}

/** Replaces the composer while messages are being picked. */
export function SelectionBar({
  count,
  canForward,
  onForwardOneByOne,
  onMergeForward,
  onDelete,
  onCancel,
}: SelectionBarProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="selection-bar" role="toolbar" aria-label={t`Selected messages`}>
      <button type="button" className="secondary-button" onClick={onCancel}>
        {t`Cancel`}
      </button>
      <span>{t`${count} selected`}</span>
      <button
        type="button"
        className="secondary-button"
        disabled={count === 0 || !canForward}
        onClick={onForwardOneByOne}
      >
        {t`Forward one by one`}
      </button>
      <button type="button" className="secondary-button" disabled={count === 0 || !canForward} onClick={onMergeForward}>
        {t`Merge forward`}
      </button>
      <button type="button" className="danger-button" disabled={count === 0} onClick={() => setConfirming(true)}>
        {t`Delete`}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Delete messages`}
          message={t`${plural(count, { one: 'Delete # message? It is removed for you only.', other: 'Delete # messages? They are removed for you only.' })}`}
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
