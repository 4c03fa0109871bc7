import { createFileRoute } from '@tanstack/react-router';
import { MyFriendScreen } from '../../features/contacts/MyFriendScreen';

export const Route = createFileRoute('/_authed/myFriend')({
  component: MyFriendScreen,
});
