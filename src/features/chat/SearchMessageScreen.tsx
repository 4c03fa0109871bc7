import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SearchMessageScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen title={t`Search chat history`} message={t`Messages that match your search will be listed here.`} />
  );
}
