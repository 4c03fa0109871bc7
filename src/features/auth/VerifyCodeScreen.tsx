import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function VerifyCodeScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Enter code`} message={t`Enter the 6-digit code we sent you.`} />;
}
