import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { GeolocationScreen } from '../../features/chat/GeolocationScreen';

export const Route = createFileRoute('/_authed/geolacationPage')({
  // conversationID: the chat the place is sent to.
  validateSearch: z.object({ conversationID: idParam }),
  component: function GeolocationRoute() {
    const { conversationID } = Route.useSearch();
    return <GeolocationScreen conversationID={conversationID} />;
  },
});
