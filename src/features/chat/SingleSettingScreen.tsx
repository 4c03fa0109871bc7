import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SingleSettingScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Chat settings`} message={t`Open a one-to-one chat to change its settings.`} />;
}
