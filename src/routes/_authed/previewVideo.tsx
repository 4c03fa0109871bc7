import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { textParam } from '../../routing/search-schemas';
import { PreviewVideoScreen } from '../../features/chat/PreviewVideoScreen';

export const Route = createFileRoute('/_authed/previewVideo')({
  validateSearch: z.object({
    url: textParam,
    poster: textParam,
  }),
  component: PreviewVideoScreen,
});
