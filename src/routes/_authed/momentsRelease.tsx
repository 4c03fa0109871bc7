import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import * as z from 'zod/mini';
import { numberParam } from '../../routing/search-schemas';
import { MomentsReleaseScreen } from '../../features/moments/MomentsReleaseScreen';

export const Route = createFileRoute('/_authed/momentsRelease')({
  validateSearch: z.object({
    momentsType: numberParam,
  }),
  component: () => (
    <RequireFeature feature="moments">
      <MomentsReleaseScreen />
    </RequireFeature>
  ),
});
