import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { SingleSettingScreen } from '../../features/chat/SingleSettingScreen';

export const Route = createFileRoute('/_authed/singleSetting')({
  validateSearch: z.object({ conversationID: idParam }),
  component: function SingleSettingRoute() {
    const { conversationID } = Route.useSearch();
    return <SingleSettingScreen conversationID={conversationID} />;
  },
});
