import { createFileRoute } from '@tanstack/react-router';
import { UserCardDetailsScreen } from '../../features/contacts/UserCardDetailsScreen';

export const Route = createFileRoute('/_authed/userCardDetails')({
  component: UserCardDetailsScreen,
});
