import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function OrganizationScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen title={t`Organization`} message={t`Your organization's departments and people will be listed here.`} />
  );
}
