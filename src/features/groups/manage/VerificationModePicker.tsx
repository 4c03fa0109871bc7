import { useLingui } from '@lingui/react/macro';
import { VerificationMode } from './group-manage-rules';

interface VerificationModePickerProps {
  mode: number;
  disabled: boolean;
  onChange: (mode: VerificationMode) => void;
}

/** How people join the group: the three verification modes of product-spec §3, one of them chosen. */
export function VerificationModePicker({ mode, disabled, onChange }: VerificationModePickerProps) {
  const { t } = useLingui();
  const options = [
    { mode: VerificationMode.anyoneMayJoin, label: t`Anyone may join` },
    { mode: VerificationMode.verificationRequired, label: t`Verification message required` },
    { mode: VerificationMode.invitationWithoutVerification, label: t`Member invitation needs no verification` },
  ];
  const title = t`Joining the group`;
  return (
    <div className="settings-group">
      <h2 className="manage-section-title" id="verification-title">
        {title}
      </h2>
      <div role="radiogroup" aria-labelledby="verification-title">
        {options.map((option) => (
          <button
            key={option.mode}
            type="button"
            role="radio"
            className="list-item"
            aria-checked={mode === option.mode}
            aria-disabled={disabled}
            onClick={() => !disabled && mode !== option.mode && onChange(option.mode)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
