import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam } from '../../routing/search-schemas';
import { ApplicationListScreen } from '../../features/contacts/ApplicationListScreen';

export const Route = createFileRoute('/_authed/applicationList')({
  validateSearch: z.object({
    isGroup: booleanParam,
  }),
  component: ApplicationListScreen,
});
