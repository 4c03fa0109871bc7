import { useState } from 'react';
import './settings.css';

interface SettingSwitchProps {
  label: string;
  /** The stored state. */
  checked: boolean;
  disabled?: boolean;
  /** Stores the new state; the switch shows it while this runs, then shows the stored state again. */
  onChange: (checked: boolean) => Promise<unknown>;
}

/** An on/off setting row that answers a click at once and settles on what was actually stored. */
export function SettingSwitch({ label, checked, disabled, onChange }: SettingSwitchProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  // Blocked rather than disabled: a disabled button would drop the keyboard focus that just pressed it.
  const blocked = Boolean(disabled) || pending !== null;
  const change = () => {
    if (blocked) return;
    const next = !checked;
    setPending(next);
    void onChange(next).finally(() => setPending(null));
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={pending ?? checked}
      className="list-item setting-switch"
      aria-disabled={blocked}
      onClick={change}
    >
      <span>{label}</span>
      <span className="switch-track" aria-hidden="true" />
    </button>
  );
}
