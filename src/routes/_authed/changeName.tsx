import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { objectParam } from '../../app/search-schemas';
import { ChangeNameScreen } from '../../features/groups/ChangeNameScreen';

export const Route = createFileRoute('/_authed/changeName')({
  validateSearch: z.object({
    originData: objectParam,
  }),
  component: ChangeNameScreen,
});
