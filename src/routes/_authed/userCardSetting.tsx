import { createFileRoute } from '@tanstack/react-router';
import { UserCardSettingScreen } from '../../features/contacts/UserCardSettingScreen';

export const Route = createFileRoute('/_authed/userCardSetting')({
  component: UserCardSettingScreen,
});
