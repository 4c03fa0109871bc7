import { createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/AdminShell';

/** The admin console (issue 29 point 1): outside the signed-in app, with a sign-in of its own. */
export const Route = createFileRoute('/admin')({
  component: AdminShell,
});
