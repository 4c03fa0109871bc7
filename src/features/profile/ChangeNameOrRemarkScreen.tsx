import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ChangeNameOrRemarkScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Change name`} message={t`Open your profile or a contact to change a name.`} />;
}
