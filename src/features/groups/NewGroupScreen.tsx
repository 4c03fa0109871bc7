import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { ApplicationsView } from '../contacts/ApplicationsView';

export function NewGroupScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`New group chats`}>
      <ApplicationsView kind="group" />
    </Screen>
  );
}
