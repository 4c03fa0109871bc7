import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { NotifyMessageListScreen } from '../../features/conversations/NotifyMessageListScreen';

export const Route = createFileRoute('/_authed/notifyMessageList')({
  validateSearch: z.object({ conversationID: idParam }),
  component: NotifyMessageListScreen,
});
