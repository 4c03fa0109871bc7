import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function MyFriendScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`My friends`} message={t`You have no friends here yet.`} />;
}
