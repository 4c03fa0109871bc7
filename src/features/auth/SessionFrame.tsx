import { useEffect } from 'react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { forcedLogoutAtom } from '../../sdk/connection-atoms';
import { endIMSession } from '../../sdk/session';
import { appStore } from '../../app/store';
import { clearStoredSession } from './stored-session';

/** Ends the session when the server does (expired, invalid or kicked) and says why on the login screen. */
export function SessionFrame() {
  const forced = useAtomValue(forcedLogoutAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!forced) return;
    clearStoredSession();
    void endIMSession(appStore).finally(() => navigate({ to: '/login', search: { reason: forced } }));
  }, [forced, navigate]);
  return <Outlet />;
}
