import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginScreen } from '../features/auth/LoginScreen';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ reason: z.catch(z.optional(z.enum(['expired', 'invalid', 'kicked'])), undefined) }),
  component: function LoginRoute() {
    const { reason } = Route.useSearch();
    return <LoginScreen reason={reason} />;
  },
});
