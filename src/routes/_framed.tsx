import { createFileRoute, Outlet } from '@tanstack/react-router';
import { readStoredSession } from '../state/session/stored-session';
import { SessionFrame } from '../features/auth/SessionFrame';
import { AppShell } from '../app/shell/AppShell';

/**
 * Screens open to everyone (language, appearance, server settings, about): signed out they stand alone, beside the
 * sign-in screen; signed in they keep the app's frame, with its side navigation on a desktop, like every other
 * signed-in screen (issue 27 point 9).
 */
export const Route = createFileRoute('/_framed')({
  component: function FramedRoute() {
    if (!readStoredSession()) return <Outlet />;
    return (
      <SessionFrame>
        <AppShell />
      </SessionFrame>
    );
  },
});
