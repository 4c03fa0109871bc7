import { createFileRoute } from '@tanstack/react-router';
import { GroupMemberListScreen } from '../../features/groups/GroupMemberListScreen';

export const Route = createFileRoute('/_authed/groupMemberList')({
  component: GroupMemberListScreen,
});
