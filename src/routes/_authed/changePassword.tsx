import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../../features/profile/ChangePasswordScreen';

export const Route = createFileRoute('/_authed/changePassword')({
  component: ChangePasswordScreen,
});
