import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { GroupMemberListScreen } from '../../features/groups/GroupMemberListScreen';
import { MEMBER_LIST_MODES } from '../../features/groups/member-list-mode';

export const Route = createFileRoute('/_authed/groupMemberList')({
  validateSearch: z.object({
    groupID: idParam,
    mode: z._default(z.catch(z.enum(MEMBER_LIST_MODES), 'preview'), 'preview'),
  }),
  component: function GroupMemberListRoute() {
    const { groupID, mode } = Route.useSearch();
    return <GroupMemberListScreen groupID={groupID} mode={mode} />;
  },
});
