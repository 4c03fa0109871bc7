import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { MomentsDetailsScreen } from '../../features/moments/MomentsDetailsScreen';

export const Route = createFileRoute('/_authed/momentsDetails')({
  validateSearch: z.object({
    workMomentID: idParam,
  }),
  component: () => (
    <RequireFeature feature="moments">
      <MomentsDetailsScreen />
    </RequireFeature>
  ),
});
