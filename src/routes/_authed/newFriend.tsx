import { createFileRoute } from '@tanstack/react-router';
import { NewFriendScreen } from '../../features/contacts/NewFriendScreen';

export const Route = createFileRoute('/_authed/newFriend')({
  component: NewFriendScreen,
});
