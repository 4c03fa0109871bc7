import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GroupSettingScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Group settings`} message={t`Open a group chat to change its settings.`} />;
}
