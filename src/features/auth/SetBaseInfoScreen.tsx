import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SetBaseInfoScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Your profile`} message={t`Choose your nickname and avatar.`} />;
}
