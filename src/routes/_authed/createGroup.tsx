import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { numberParamOr } from '../../routing/search-schemas';
import { CreateGroupScreen } from '../../features/groups/CreateGroupScreen';

export const Route = createFileRoute('/_authed/createGroup')({
  // groupType is read as the spec's routes list it, but groups are always created as type 2 (deltas.md 4).
  validateSearch: z.object({
    groupType: numberParamOr(0),
  }),
  component: CreateGroupScreen,
});
