import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginScreen } from '../features/auth/LoginScreen';
import { FORCED_LOGOUT_REASONS } from '../state/connection/connection-atoms';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ reason: z.catch(z.optional(z.enum(FORCED_LOGOUT_REASONS)), undefined) }),
  component: function LoginRoute() {
    const { reason } = Route.useSearch();
    return <LoginScreen reason={reason} />;
  },
});
