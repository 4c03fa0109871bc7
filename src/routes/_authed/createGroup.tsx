import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { numberParamOr } from '../../app/search-schemas';
import { CreateGroupScreen } from '../../features/groups/CreateGroupScreen';

export const Route = createFileRoute('/_authed/createGroup')({
  validateSearch: z.object({
    groupType: numberParamOr(0),
  }),
  component: CreateGroupScreen,
});
