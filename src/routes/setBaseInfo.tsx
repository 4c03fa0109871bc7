import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { objectParam } from '../routing/search-schemas';
import { readFlowData } from '../features/auth/account-flow';
import { SetBaseInfoScreen } from '../features/auth/SetBaseInfoScreen';

export const Route = createFileRoute('/setBaseInfo')({
  validateSearch: z.object({ baseData: objectParam }),
  beforeLoad: ({ search }) => {
    // Unparseable baseData means the flow was not entered properly: start again (product-spec §2).
    if (!readFlowData(search.baseData)) throw redirect({ to: '/login' });
  },
  component: function SetBaseInfoRoute() {
    const { baseData } = Route.useSearch();
    return <SetBaseInfoScreen data={readFlowData(baseData)!} />;
  },
});
