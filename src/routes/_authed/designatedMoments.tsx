import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { DesignatedMomentsScreen } from '../../features/moments/DesignatedMomentsScreen';

export const Route = createFileRoute('/_authed/designatedMoments')({
  validateSearch: z.object({
    userID: idParam,
  }),
  component: DesignatedMomentsScreen,
});
