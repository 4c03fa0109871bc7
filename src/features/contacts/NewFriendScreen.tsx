import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { ApplicationsView } from './ApplicationsView';

export function NewFriendScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`New friends`}>
      <ApplicationsView kind="friend" />
    </Screen>
  );
}
