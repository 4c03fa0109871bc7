import { createFileRoute } from '@tanstack/react-router';
import { GroupManageScreen } from '../../features/groups/GroupManageScreen';

export const Route = createFileRoute('/_authed/groupManage')({
  component: GroupManageScreen,
});
