import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function LoginScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Sign in`} message={t`Sign-in is not part of this build yet.`} />;
}
