import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SetPasswordScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Set password`} message={t`Choose a password of 6 to 20 letters and numbers.`} />;
}
