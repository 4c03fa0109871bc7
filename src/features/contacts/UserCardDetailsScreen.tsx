import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function UserCardDetailsScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Personal information`} message={t`Open a contact's profile to see their details.`} />;
}
