import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GetCodeScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen
      title={t`Verification code`}
      message={t`Enter your phone number or e-mail address to receive a code.`}
    />
  );
}
