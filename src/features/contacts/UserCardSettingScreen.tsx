import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function UserCardSettingScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Contact settings`} message={t`Open a contact's profile to change these settings.`} />;
}
