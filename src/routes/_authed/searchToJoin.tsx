import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam } from '../../routing/search-schemas';
import { SearchToJoinScreen } from '../../features/contacts/SearchToJoinScreen';

export const Route = createFileRoute('/_authed/searchToJoin')({
  validateSearch: z.object({
    isGroup: booleanParam,
  }),
  component: SearchToJoinScreen,
});
