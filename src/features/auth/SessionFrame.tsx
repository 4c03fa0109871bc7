import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { forcedLogoutAtom } from '../../state/connection/connection-atoms';
import { checkIMSession, endIMSession } from '../../sdk/session';
import { appStore } from '../../state/store';
import { ReinstallOverlay } from './ReinstallOverlay';
import { clearStoredSession, readStoredSession } from '../../state/session/stored-session';
import { routeGuard } from './route-guard';

/**
 * The signed-in area: checks the SDK on every navigation (product-spec §2 "Route guards"), and ends the session
 * when the server does (expired, invalid, kicked) or the user's own info cannot be loaded, saying why on the
 * login screen.
 */
export function SessionFrame() {
  const forced = useAtomValue(forcedLogoutAtom);
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    const session = readStoredSession();
    if (!session) return;
    let current = true;
    void checkIMSession(appStore, session).then(async (check) => {
      if (!current) return;
      const decision = routeGuard(true, check, pathname);
      if (decision === 'conversation') await navigate({ to: '/conversation' });
      if (decision === 'login') {
        clearStoredSession();
        await endIMSession(appStore);
        await navigate({ to: '/login' });
      }
    });
    return () => {
      current = false;
    };
  }, [pathname, navigate]);

  useEffect(() => {
    if (!forced) return;
    clearStoredSession();
    void endIMSession(appStore)
      .then(() => navigate({ to: '/login', search: { reason: forced } }))
      // Cleared once on the login screen, so the next session does not end at once.
      .finally(() => appStore.set(forcedLogoutAtom, null));
  }, [forced, navigate]);

  return (
    <>
      <Outlet />
      <ReinstallOverlay />
    </>
  );
}
