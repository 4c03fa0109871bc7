import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { forcedLogoutAtom } from '../../state/connection/connection-atoms';
import { checkIMSession, endIMSession } from '../../sdk/session';
import { appStore } from '../../state/store';
import { SyncProgressLine } from './SyncProgressLine';
import { clearStoredSession, readStoredSession } from '../../state/session/stored-session';
import { CallOverlay } from '../calls/CallOverlay';
import { routeGuard } from './route-guard';
import { returnPathFor } from '../../routing/return-path';
import { kickReason } from '../../api/chat-client';
import { sessionEndingOnPurpose } from '../../state/session/session-ending';

/**
 * The signed-in area: checks the SDK on every navigation (product-spec §2 "Route guards"), and ends the session
 * when the server does (expired, invalid, kicked) or the user's own info cannot be loaded, saying why on the
 * login screen. `children` is the signed-in layout (app/shell/AppShell), which shows the matched route.
 */
export function SessionFrame({ children }: { children: ReactNode }) {
  const forced = useAtomValue(forcedLogoutAtom);
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const href = useLocation({ select: (location) => location.href });

  useEffect(() => {
    const session = readStoredSession();
    if (!session) return;
    let current = true;
    void checkIMSession(appStore, session).then(async (check) => {
      if (!current) return;
      const decision = routeGuard(true, check, pathname);
      if (decision === 'conversation') await navigate({ to: '/conversation' });
      if (decision === 'login') {
        // Another path (a chat-service call's 20101, a kick) has ended this session already and said why: a second
        // navigation here, without the stored chat token to ask with, would replace its reason with none.
        if (readStoredSession()?.imToken !== session.imToken) return;
        // A device that was closed while the password changed: its SDK's login is refused (1506), with no kick
        // event; the chat token still says why (issue 27 point 7).
        const changedHere = sessionEndingOnPurpose();
        const asked = changedHere ? undefined : await kickReason();
        if (!current || readStoredSession()?.imToken !== session.imToken) return;
        const reason = asked === 'passwordChanged' || asked === 'signedOutAtProvider' ? asked : undefined;
        clearStoredSession();
        await endIMSession(appStore);
        await navigate({ to: '/login', search: { reason, redirect: returnPathFor(href) } });
      }
    });
    return () => {
      current = false;
    };
    // `href` is read when the path changes; a new query alone needs no new check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      {children}
      <SyncProgressLine />
      <CallOverlay />
    </>
  );
}
