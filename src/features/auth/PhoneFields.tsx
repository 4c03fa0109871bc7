import { Trans } from '@lingui/react/macro';

interface PhoneFieldsProps {
  areaCode: string;
  phoneNumber: string;
  onAreaCodeChange: (value: string) => void;
  onPhoneNumberChange: (value: string) => void;
  invalid?: boolean;
}

/** Area code and number side by side, as every phone form of the sign-in flow asks them. */
export function PhoneFields({
  areaCode,
  phoneNumber,
  onAreaCodeChange,
  onPhoneNumberChange,
  invalid,
}: PhoneFieldsProps) {
  return (
    <div className="phone-row">
      <label>
        <Trans>Area code</Trans>
        <input
          value={areaCode}
          onChange={(e) => onAreaCodeChange(e.target.value)}
          inputMode="tel"
          autoComplete="tel-country-code"
        />
      </label>
      <label>
        <Trans>Phone number</Trans>
        <input
          value={phoneNumber}
          onChange={(e) => onPhoneNumberChange(e.target.value)}
          inputMode="tel"
          autoComplete="tel-national"
          aria-invalid={invalid ? true : undefined}
        />
      </label>
    </div>
  );
}
