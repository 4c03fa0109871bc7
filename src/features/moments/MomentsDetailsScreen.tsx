import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function MomentsDetailsScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Moment`} message={t`Open a moment to see its likes and comments.`} />;
}
