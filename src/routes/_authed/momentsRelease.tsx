import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { numberParam } from '../../routing/search-schemas';
import { MomentsReleaseScreen } from '../../features/moments/MomentsReleaseScreen';

export const Route = createFileRoute('/_authed/momentsRelease')({
  validateSearch: z.object({
    momentsType: numberParam,
  }),
  component: MomentsReleaseScreen,
});
