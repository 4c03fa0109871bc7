import { createFileRoute } from '@tanstack/react-router';
import { SearchMessageScreen } from '../../features/chat/SearchMessageScreen';

export const Route = createFileRoute('/_authed/searchMessage')({
  component: SearchMessageScreen,
});
