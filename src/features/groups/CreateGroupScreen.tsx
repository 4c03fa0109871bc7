import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function CreateGroupScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Create group`} message={t`Choose friends to start a group with.`} />;
}
