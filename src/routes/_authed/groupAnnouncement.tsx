import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam, idParam } from '../../app/search-schemas';
import { GroupAnnouncementScreen } from '../../features/groups/GroupAnnouncementScreen';

export const Route = createFileRoute('/_authed/groupAnnouncement')({
  validateSearch: z.object({
    isNomal: booleanParam,
    groupID: idParam,
  }),
  component: GroupAnnouncementScreen,
});
