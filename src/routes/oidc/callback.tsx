import { createFileRoute } from '@tanstack/react-router';
import { SingleSignOnCallback } from '../../features/auth/SingleSignOnCallback';

/** The identity provider's way back (the redirect URI the operator registers: `<public URL>/oidc/callback`). */
export const Route = createFileRoute('/oidc/callback')({ component: SingleSignOnCallback });
