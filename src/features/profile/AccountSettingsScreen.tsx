import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function AccountSettingsScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen title={t`Account settings`} message={t`Your notification and privacy settings will be shown here.`} />
  );
}
