import { createFileRoute } from '@tanstack/react-router';
import { UserCardScreen } from '../../features/contacts/UserCardScreen';

export const Route = createFileRoute('/_authed/userCard')({
  component: UserCardScreen,
});
