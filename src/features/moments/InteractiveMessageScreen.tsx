import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function InteractiveMessageScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Interactions`} message={t`No likes, comments or mentions yet.`} />;
}
