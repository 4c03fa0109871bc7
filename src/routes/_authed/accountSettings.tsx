import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsScreen } from '../../features/profile/AccountSettingsScreen';

export const Route = createFileRoute('/_authed/accountSettings')({
  component: AccountSettingsScreen,
});
