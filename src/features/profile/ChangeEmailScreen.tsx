import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ChangeEmailScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Change e-mail`} message={t`Sign in to change your e-mail address.`} />;
}
