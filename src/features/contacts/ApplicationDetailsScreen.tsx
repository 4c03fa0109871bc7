import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ApplicationDetailsScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Application`} message={t`Open an application from the list to see it here.`} />;
}
