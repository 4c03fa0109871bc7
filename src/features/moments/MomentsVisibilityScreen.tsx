import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function MomentsVisibilityScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Who can see`} message={t`Choose who can see your moment.`} />;
}
