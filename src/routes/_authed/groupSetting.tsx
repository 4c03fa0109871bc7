import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { GroupSettingScreen } from '../../features/groups/GroupSettingScreen';

export const Route = createFileRoute('/_authed/groupSetting')({
  validateSearch: z.object({ conversationID: idParam }),
  component: function GroupSettingRoute() {
    const { conversationID } = Route.useSearch();
    return <GroupSettingScreen conversationID={conversationID} />;
  },
});
