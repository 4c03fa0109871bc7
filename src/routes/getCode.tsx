import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam } from '../routing/search-schemas';
import { GetCodeScreen } from '../features/auth/GetCodeScreen';

export const Route = createFileRoute('/getCode')({
  validateSearch: z.object({ isRegiste: booleanParam, isByEmail: booleanParam }),
  component: function GetCodeRoute() {
    const { isRegiste, isByEmail } = Route.useSearch();
    return <GetCodeScreen isRegiste={isRegiste} isByEmail={isByEmail} />;
  },
});
