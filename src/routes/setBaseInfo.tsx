import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { objectParam } from '../app/search-schemas';
import { SetBaseInfoScreen } from '../features/auth/SetBaseInfoScreen';

export const Route = createFileRoute('/setBaseInfo')({
  validateSearch: z.object({
    baseData: objectParam,
  }),
  beforeLoad: ({ search }) => {
    // Unparseable baseData means the flow was not entered properly: start again (product-spec §2).
    if (!search.baseData) throw redirect({ to: '/login' });
  },
  component: SetBaseInfoScreen,
});
