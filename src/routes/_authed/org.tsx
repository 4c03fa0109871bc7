import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { OrganizationScreen } from '../../features/org/OrganizationScreen';

export const Route = createFileRoute('/_authed/org')({
  validateSearch: z.object({
    departmentID: idParam,
  }),
  component: OrganizationScreen,
});
