import type { ReactNode } from 'react';
import './transfer.css';

/** A bar with its percentage as text, for an upload or a download; `label` names what is moving. */
export function TransferProgress({
  label,
  percent,
  children,
}: {
  label: string;
  percent: number;
  children?: ReactNode;
}) {
  return (
    <span className="transfer-progress">
      <span
        className="transfer-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="transfer-progress-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="transfer-progress-percent">{percent}%</span>
      {children}
    </span>
  );
}
