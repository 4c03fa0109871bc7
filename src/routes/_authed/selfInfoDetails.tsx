import { createFileRoute } from '@tanstack/react-router';
import { SelfInfoDetailsScreen } from '../../features/profile/SelfInfoDetailsScreen';

export const Route = createFileRoute('/_authed/selfInfoDetails')({
  component: SelfInfoDetailsScreen,
});
