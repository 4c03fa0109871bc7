import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GroupAnnouncementScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Group announcement`} message={t`This group has no announcement.`} />;
}
