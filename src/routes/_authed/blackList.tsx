import { createFileRoute } from '@tanstack/react-router';
import { BlackListScreen } from '../../features/contacts/BlackListScreen';

export const Route = createFileRoute('/_authed/blackList')({
  component: BlackListScreen,
});
