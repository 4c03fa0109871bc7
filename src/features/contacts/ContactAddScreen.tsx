import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ContactAddScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Add contacts`} message={t`Search for people and groups to add them.`} />;
}
