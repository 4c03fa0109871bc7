import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { objectParam } from '../routing/search-schemas';
import { readFlowData } from '../features/auth/account-flow';
import { VerifyCodeScreen } from '../features/auth/VerifyCodeScreen';

export const Route = createFileRoute('/verifyCode')({
  validateSearch: z.object({ baseData: objectParam }),
  beforeLoad: ({ search }) => {
    // Unparseable baseData means the flow was not entered properly: start again (product-spec §2).
    if (!readFlowData(search.baseData)) throw redirect({ to: '/login' });
  },
  component: function VerifyCodeRoute() {
    const { baseData } = Route.useSearch();
    return <VerifyCodeScreen data={readFlowData(baseData)!} />;
  },
});
