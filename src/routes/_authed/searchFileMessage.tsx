import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { SearchFileMessageScreen } from '../../features/chat/SearchFileMessageScreen';

export const Route = createFileRoute('/_authed/searchFileMessage')({
  validateSearch: z.object({ conversationID: idParam }),
  component: SearchFileMessageScreen,
});
