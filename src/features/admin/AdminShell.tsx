import { useEffect, useState } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { onAdminSessionEnded, signOutOfConsole } from '../../api/admin/admin-client';
import { readAdminSession } from '../../api/admin/admin-session';
import { ADMIN_SECTIONS } from './admin-sections';
import { AdminSignIn } from './AdminSignIn';
import './admin.css';

/** Every query of the console starts with this key, so signing out forgets all it fetched. */
export const ADMIN_QUERY_KEY = 'admin';

/**
 * The admin console's frame (issue 29 point 1): its own sign-in, a navigation of the sections and the section
 * shown. Outside the signed-in app: an administrator need not be a user, and nothing of the user's session is used.
 */
export function AdminShell() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [session, setSession] = useState(readAdminSession);

  useEffect(
    () =>
      onAdminSessionEnded(() => {
        queryClient.removeQueries({ queryKey: [ADMIN_QUERY_KEY] });
        setSession(null);
      }),
    [queryClient],
  );

  if (!session) return <AdminSignIn onSignedIn={setSession} />;

  const signedInAs = session.name ?? session.userID;
  const signOut = () => {
    void signOutOfConsole();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_KEY] });
    setSession(null);
  };

  return (
    <div className="admin-console">
      <a className="admin-skip" href="#admin-main">
        <Trans>Skip to the section</Trans>
      </a>
      <header className="admin-bar">
        <p className="admin-brand">
          <Trans>Parley admin</Trans>
        </p>
        <p className="admin-who">
          <Trans>Signed in as {signedInAs}</Trans>
        </p>
        <button type="button" className="secondary-button" onClick={signOut}>
          <Trans>Sign out of the console</Trans>
        </button>
      </header>
      <nav className="admin-nav" aria-label={t`Admin sections`}>
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to as '/admin'} activeProps={{ 'aria-current': 'page' }}>
                {i18n._(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main" id="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
