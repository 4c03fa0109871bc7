import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../features/profile/ProfileScreen';

export const Route = createFileRoute('/_authed/_tabs/profile')({
  component: ProfileScreen,
});
