import { createFileRoute, redirect } from '@tanstack/react-router';
import { readStoredSession } from '../state/session/stored-session';
import { routeGuard } from '../features/auth/route-guard';
import { SessionFrame } from '../features/auth/SessionFrame';

/**
 * Everything but the sign-in flow needs a stored session (product-spec §2 "Route guards"). The SDK half of the
 * guard runs in SessionFrame, without holding the screen back: offline, the SDK still starts from its local
 * store, and screens show what it has meanwhile.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    if (routeGuard(readStoredSession() !== null, undefined, location.pathname) === 'login')
      throw redirect({ to: '/login' });
  },
  component: SessionFrame,
});
