import { createFileRoute } from '@tanstack/react-router';
import { NewGroupScreen } from '../../features/groups/NewGroupScreen';

export const Route = createFileRoute('/_authed/newGroup')({
  component: NewGroupScreen,
});
