import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function RegisterScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Create account`} message={t`Creating an account is not part of this build yet.`} />;
}
