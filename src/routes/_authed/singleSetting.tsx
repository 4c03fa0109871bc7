import { createFileRoute } from '@tanstack/react-router';
import { SingleSettingScreen } from '../../features/chat/SingleSettingScreen';

export const Route = createFileRoute('/_authed/singleSetting')({
  component: SingleSettingScreen,
});
