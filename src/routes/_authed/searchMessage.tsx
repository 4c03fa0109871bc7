import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam, textParam } from '../../routing/search-schemas';
import { SearchMessageScreen } from '../../features/chat/SearchMessageScreen';

export const Route = createFileRoute('/_authed/searchMessage')({
  validateSearch: z.object({ conversationID: idParam, keyword: textParam }),
  component: SearchMessageScreen,
});
