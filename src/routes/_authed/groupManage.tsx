import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { GroupManageScreen } from '../../features/groups/GroupManageScreen';

export const Route = createFileRoute('/_authed/groupManage')({
  validateSearch: z.object({ groupID: idParam }),
  component: function GroupManageRoute() {
    const { groupID } = Route.useSearch();
    return <GroupManageScreen groupID={groupID} />;
  },
});
