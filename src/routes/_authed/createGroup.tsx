import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CreateGroupScreen } from '../../features/groups/CreateGroupScreen';

export const Route = createFileRoute('/_authed/createGroup')({
  validateSearch: z.object({
    groupType: z.coerce.number().int().catch(0).default(0),
  }),
  component: CreateGroupScreen,
});
