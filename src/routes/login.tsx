import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginScreen } from '../features/auth/LoginScreen';
import { FORCED_LOGOUT_REASONS } from '../state/connection/connection-atoms';
import { textParam } from '../routing/search-schemas';
import { safeReturnPath } from '../routing/return-path';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({
    reason: z.catch(z.optional(z.enum(FORCED_LOGOUT_REASONS)), undefined),
    // Where the sign-in returns to; checked again (safeReturnPath) before it is followed.
    redirect: textParam,
  }),
  component: function LoginRoute() {
    const { reason, redirect } = Route.useSearch();
    return <LoginScreen reason={reason} returnTo={safeReturnPath(redirect)} />;
  },
});
