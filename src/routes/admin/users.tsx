import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../features/admin/users/UsersScreen';

export const Route = createFileRoute('/admin/users')({
  component: UsersScreen,
});
