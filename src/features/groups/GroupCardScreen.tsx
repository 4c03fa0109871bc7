import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GroupCardScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Group profile`} message={t`Open a group to see its profile.`} />;
}
