import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { numberParam, objectParam } from '../../routing/search-schemas';
import { ApplicationDetailsScreen } from '../../features/contacts/ApplicationDetailsScreen';

export const Route = createFileRoute('/_authed/applicationDetails')({
  validateSearch: z.object({
    application: objectParam,
    type: numberParam,
  }),
  component: ApplicationDetailsScreen,
});
