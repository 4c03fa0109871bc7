import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { DesignatedMomentsScreen } from '../../features/moments/DesignatedMomentsScreen';

export const Route = createFileRoute('/_authed/designatedMoments')({
  validateSearch: z.object({
    userID: idParam,
  }),
  component: () => (
    <RequireFeature feature="moments">
      <DesignatedMomentsScreen />
    </RequireFeature>
  ),
});
