import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function BlackListScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Blocked contacts`} message={t`You have not blocked anyone.`} />;
}
