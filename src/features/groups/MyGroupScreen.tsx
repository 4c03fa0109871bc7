import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function MyGroupScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`My groups`} message={t`You have not joined any groups yet.`} />;
}
