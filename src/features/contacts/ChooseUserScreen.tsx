import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ChooseUserScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Choose contacts`} message={t`Your friends will be listed here to choose from.`} />;
}
