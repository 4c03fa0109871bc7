import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function MomentsReleaseScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`New moment`} message={t`Write a moment and choose who can see it.`} />;
}
