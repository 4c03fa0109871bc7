import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { NavigationList } from '../../ui/NavigationList';
import { showToast } from '../../ui/toast/toast-atoms';
import { saveOwnProfile, setGlobalRecvOpt } from '../../sdk/profile';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import { Allow, isAllowed } from './profile-fields';
import { DeviceNotificationSettings, StorageUsage } from './DeviceNotificationSettings';
import { useServerFeatures } from '../../api/use-server-features';
import '../../ui/settings.css';

/** Notifications and privacy for the whole account (openim-web-demos.md §3.4), and the account's sub-screens. */
export function AccountSettingsScreen() {
  const { t } = useLingui();
  const self = useAtomValue(selfInfoAtom);
  // Changing the e-mail with a code is Parley's own route; OpenIM's chat service has none.
  const { emailChange } = useServerFeatures();

  // Each switch shows what was stored: a failure says so and the switch goes back.
  const store = (change: () => Promise<void>) =>
    change().catch(() => showToast(appStore, t`Operation failed`, 'failure'));
  const allow = (on: boolean) => (on ? Allow.yes : Allow.no);

  return (
    <Screen title={t`Account settings`}>
      <div className="settings-screen">
        <ul className="list settings-group" aria-label={t`Notifications and privacy`}>
          <li>
            <SettingSwitch
              label={t`Do not disturb`}
              checked={self?.globalRecvMsgOpt === 2}
              disabled={!self}
              onChange={(on) => store(() => setGlobalRecvOpt(appStore, on ? 2 : 0))}
            />
          </li>
          <li>
            <SettingSwitch
              label={t`New message sound`}
              checked={isAllowed(self?.allowBeep)}
              disabled={!self}
              onChange={(on) => store(() => saveOwnProfile(appStore, { allowBeep: allow(on) }))}
            />
          </li>
          <li>
            <SettingSwitch
              label={t`Allow others to add me as a friend`}
              checked={isAllowed(self?.allowAddFriend)}
              disabled={!self}
              onChange={(on) => store(() => saveOwnProfile(appStore, { allowAddFriend: allow(on) }))}
            />
          </li>
        </ul>
        <DeviceNotificationSettings />
        <StorageUsage />
        <NavigationList
          label={t`Account`}
          entries={[
            { to: '/blackList', label: t`Blacklist` },
            { to: '/changePassword', label: t`Change password` },
            ...(emailChange ? [{ to: '/changeEmail' as const, label: t`Change e-mail` }] : []),
          ]}
        />
      </div>
    </Screen>
  );
}
