import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ChangeNameOrRemarkScreen } from '../../features/profile/ChangeNameOrRemarkScreen';

export const Route = createFileRoute('/_authed/changeNameOrRemark')({
  validateSearch: z.object({
    friendInfo: z.record(z.string(), z.unknown()).nullable().catch(null).default(null),
  }),
  component: ChangeNameOrRemarkScreen,
});
