import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GroupMemberListScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Group members`} message={t`Open a group to see its members.`} />;
}
