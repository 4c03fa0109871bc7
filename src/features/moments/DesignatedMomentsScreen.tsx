import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function DesignatedMomentsScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Moments`} message={t`This person has no moments yet.`} />;
}
