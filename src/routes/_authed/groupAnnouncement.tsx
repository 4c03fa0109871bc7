import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam, idParam } from '../../routing/search-schemas';
import { GroupAnnouncementScreen } from '../../features/groups/GroupAnnouncementScreen';

export const Route = createFileRoute('/_authed/groupAnnouncement')({
  validateSearch: z.object({
    groupID: idParam,
    isNomal: booleanParam,
  }),
  component: function GroupAnnouncementRoute() {
    const { groupID, isNomal } = Route.useSearch();
    return <GroupAnnouncementScreen groupID={groupID} isNomal={isNomal} />;
  },
});
