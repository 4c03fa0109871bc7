import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { objectParam } from '../../app/search-schemas';
import { ChangeNameScreen } from '../../features/groups/ChangeNameScreen';

export const Route = createFileRoute('/_authed/changeName')({
  validateSearch: z.object({
    originData: objectParam,
  }),
  component: ChangeNameScreen,
});
