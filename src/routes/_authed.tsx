import { createFileRoute, redirect } from '@tanstack/react-router';
import { readStoredSession } from '../features/auth/stored-session';
import { SessionFrame } from '../features/auth/SessionFrame';
import { appStore } from '../app/store';
import { startIMSession } from '../sdk/session';

/** Everything but the sign-in flow and the device settings needs a stored session (product-spec §2 "Route guards"). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    const session = readStoredSession();
    if (!session) throw redirect({ to: '/login' });
    // Not awaited: offline, the SDK still starts from its local store, and screens read what it has.
    void startIMSession(appStore, session).catch(() => undefined);
  },
  component: SessionFrame,
});
