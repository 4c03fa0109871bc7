import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { NavigationList } from '../../ui/NavigationList';

export function ProfileScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Me`} showBack={false}>
      <NavigationList
        label={t`Settings`}
        entries={[
          { to: '/selfInfoDetails', label: t`My information` },
          { to: '/accountSettings', label: t`Account settings` },
          { to: '/language', label: t`Language` },
          { to: '/config', label: t`Server settings` },
          { to: '/about', label: t`About Parley` },
        ]}
      />
    </Screen>
  );
}
