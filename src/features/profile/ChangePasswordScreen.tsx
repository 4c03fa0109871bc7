import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ChangePasswordScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Change password`} message={t`Sign in to change your password.`} />;
}
