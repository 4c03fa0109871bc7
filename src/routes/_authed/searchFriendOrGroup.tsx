import { createFileRoute } from '@tanstack/react-router';
import { SearchFriendOrGroupScreen } from '../../features/contacts/SearchFriendOrGroupScreen';

export const Route = createFileRoute('/_authed/searchFriendOrGroup')({
  component: SearchFriendOrGroupScreen,
});
