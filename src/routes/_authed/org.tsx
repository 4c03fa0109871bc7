import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { OrganizationScreen } from '../../features/org/OrganizationScreen';

export const Route = createFileRoute('/_authed/org')({
  validateSearch: z.object({
    departmentID: idParam,
  }),
  component: () => (
    <RequireFeature feature="organization">
      <OrganizationScreen />
    </RequireFeature>
  ),
});
