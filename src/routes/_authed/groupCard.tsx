import { createFileRoute } from '@tanstack/react-router';
import { GroupCardScreen } from '../../features/groups/GroupCardScreen';

export const Route = createFileRoute('/_authed/groupCard')({
  component: GroupCardScreen,
});
