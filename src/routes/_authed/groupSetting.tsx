import { createFileRoute } from '@tanstack/react-router';
import { GroupSettingScreen } from '../../features/groups/GroupSettingScreen';

export const Route = createFileRoute('/_authed/groupSetting')({
  component: GroupSettingScreen,
});
