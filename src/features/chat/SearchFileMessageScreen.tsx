import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SearchFileMessageScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Files`} message={t`No files in this conversation yet.`} />;
}
