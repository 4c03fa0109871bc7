import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam } from '../../app/search-schemas';
import { QrCardScreen } from '../../features/profile/QrCardScreen';

export const Route = createFileRoute('/_authed/selfOrGroupQr')({
  validateSearch: z.object({
    isGroup: booleanParam,
  }),
  component: QrCardScreen,
});
