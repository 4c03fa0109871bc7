import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { NavigationList } from '../../ui/NavigationList';

export function WorkbenchScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Workbench`} showBack={false}>
      <NavigationList
        label={t`Workbench`}
        entries={[
          { to: '/org', label: t`Organization` },
          { to: '/moments', label: t`Moments` },
        ]}
      />
    </Screen>
  );
}
