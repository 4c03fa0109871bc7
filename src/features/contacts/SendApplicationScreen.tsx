import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SendApplicationScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Send request`} message={t`Open a profile or group card to send a request.`} />;
}
