import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { signOut } from '../../sdk/session';
import { clearStoredSession } from '../../state/session/stored-session';
import { Screen } from '../../ui/Screen';
import { NavigationList } from '../../ui/NavigationList';
import { SelfInfoCard } from './SelfInfoCard';
import { OrgMemberships } from '../org/OrgMemberships';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import { InstallEntry } from '../../pwa/InstallEntry';

export function ProfileScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const self = useAtomValue(selfInfoAtom);
  const signOutHere = async () => {
    // The server-side logout first, while the token is still there to send (product-spec §4).
    await signOut(appStore);
    clearStoredSession();
    await navigate({ to: '/login' });
  };
  return (
    <Screen title={t`Me`} showBack={false}>
      <SelfInfoCard />
      <OrgMemberships members={self?.members ?? []} />
      <NavigationList
        label={t`Settings`}
        entries={[
          { to: '/selfOrGroupQr', label: t`My QR code` },
          { to: '/previewRtcHistory', label: t`Call history` },
          { to: '/accountSettings', label: t`Account settings` },
          { to: '/language', label: t`Language` },
          { to: '/appearance', label: t`Appearance` },
          { to: '/config', label: t`Server settings` },
          { to: '/about', label: t`About Parley` },
        ]}
      />
      <InstallEntry />
      <div className="form">
        <button type="button" className="secondary-button" onClick={() => void signOutHere()}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </Screen>
  );
}
