import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { numberParam } from '../../app/search-schemas';
import { MomentsReleaseScreen } from '../../features/moments/MomentsReleaseScreen';

export const Route = createFileRoute('/_authed/momentsRelease')({
  validateSearch: z.object({
    momentsType: numberParam,
  }),
  component: MomentsReleaseScreen,
});
