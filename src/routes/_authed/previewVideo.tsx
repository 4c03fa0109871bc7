import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PreviewVideoScreen } from '../../features/chat/PreviewVideoScreen';

export const Route = createFileRoute('/_authed/previewVideo')({
  validateSearch: z.object({
    url: z.string().optional().catch(undefined),
    poster: z.string().optional().catch(undefined),
  }),
  component: PreviewVideoScreen,
});
