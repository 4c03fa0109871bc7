import { createFileRoute, redirect } from '@tanstack/react-router';
import { readStoredSession } from '../state/session/stored-session';
import { routeGuard } from '../features/auth/route-guard';
import { SessionFrame } from '../features/auth/SessionFrame';
import { AppShell } from '../app/shell/AppShell';
import { InstallOffer } from '../pwa/InstallOffer';
import { returnPathFor } from '../routing/return-path';

/**
 * Everything but the sign-in flow needs a stored session (product-spec §2 "Route guards"). The SDK half of the
 * guard runs in SessionFrame, without holding the screen back: offline, the SDK still starts from its local
 * store, and screens show what it has meanwhile.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    if (routeGuard(readStoredSession() !== null, undefined, location.pathname) === 'login')
      // A deep link opened while signed out opens again after the sign-in (issue 27 point 6).
      throw redirect({ to: '/login', search: { redirect: returnPathFor(location.href) } });
  },
  component: function AuthedRoute() {
    return (
      <SessionFrame>
        <InstallOffer />
        <AppShell />
      </SessionFrame>
    );
  },
});
