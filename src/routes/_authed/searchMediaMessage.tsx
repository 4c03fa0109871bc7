import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam, idParam } from '../../routing/search-schemas';
import { SearchMediaMessageScreen } from '../../features/chat/SearchMediaMessageScreen';

export const Route = createFileRoute('/_authed/searchMediaMessage')({
  validateSearch: z.object({
    conversationID: idParam,
    isVideo: booleanParam,
  }),
  component: SearchMediaMessageScreen,
});
