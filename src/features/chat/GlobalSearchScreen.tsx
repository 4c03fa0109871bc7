import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GlobalSearchScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen
      title={t`Search`}
      message={t`Contacts, groups and messages that match your search will be listed here.`}
    />
  );
}
