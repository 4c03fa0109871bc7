import { Trans } from '@lingui/react/macro';

interface NewPasswordFieldsProps {
  password: string;
  repeated: string;
  onPasswordChange: (value: string) => void;
  onRepeatedChange: (value: string) => void;
  passwordLabel: 'password' | 'newPassword';
}

/** A new password typed twice, for registering and for resetting. */
export function NewPasswordFields({
  password,
  repeated,
  onPasswordChange,
  onRepeatedChange,
  passwordLabel,
}: NewPasswordFieldsProps) {
  return (
    <>
      <label>
        {passwordLabel === 'password' ? <Trans>Password</Trans> : <Trans>New password</Trans>}
        <input
          type="password"
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          autoComplete="new-password"
        />
      </label>
      <label>
        <Trans>Repeat password</Trans>
        <input
          type="password"
          value={repeated}
          onChange={(e) => onRepeatedChange(e.target.value)}
          autoComplete="new-password"
        />
      </label>
    </>
  );
}
