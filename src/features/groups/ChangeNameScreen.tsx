import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ChangeNameScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Change name`} message={t`Open a group or your group nickname to change it.`} />;
}
