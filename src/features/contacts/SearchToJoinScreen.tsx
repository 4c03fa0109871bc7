import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SearchToJoinScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Search`} message={t`Search by ID to find someone to add or a group to join.`} />;
}
