import './settings.css';

interface SettingSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting row; its state comes from the caller, so it shows what is stored, not what was clicked. */
export function SettingSwitch({ label, checked, disabled, onChange }: SettingSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="list-item setting-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span>{label}</span>
      <span className="switch-track" aria-hidden="true" />
    </button>
  );
}
