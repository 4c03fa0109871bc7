import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { ChatScreen } from '../../features/chat/ChatScreen';

export const Route = createFileRoute('/_authed/chat')({
  validateSearch: z.object({ conversationID: idParam }),
  component: function ChatRoute() {
    const { conversationID } = Route.useSearch();
    return <ChatScreen conversationID={conversationID} />;
  },
});
