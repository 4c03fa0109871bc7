import { createFileRoute } from '@tanstack/react-router';
import { ChangeEmailScreen } from '../../features/profile/ChangeEmailScreen';

export const Route = createFileRoute('/_authed/changeEmail')({
  component: ChangeEmailScreen,
});
