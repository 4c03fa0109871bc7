import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readStoredSession } from '../features/auth/stored-session';

/** Everything but the sign-in flow and the device settings needs a stored session (product-spec §2 "Route guards"). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!readStoredSession()) throw redirect({ to: '/login' });
  },
  component: Outlet,
});
