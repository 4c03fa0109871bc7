import { createFileRoute } from '@tanstack/react-router';
import { MyGroupScreen } from '../../features/groups/MyGroupScreen';

export const Route = createFileRoute('/_authed/myGroup')({
  component: MyGroupScreen,
});
