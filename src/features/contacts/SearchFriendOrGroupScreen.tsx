import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SearchFriendOrGroupScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen
      title={t`Search contacts`}
      message={t`Friends and groups that match your search will be listed here.`}
    />
  );
}
