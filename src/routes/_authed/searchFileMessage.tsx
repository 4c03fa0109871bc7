import { createFileRoute } from '@tanstack/react-router';
import { SearchFileMessageScreen } from '../../features/chat/SearchFileMessageScreen';

export const Route = createFileRoute('/_authed/searchFileMessage')({
  component: SearchFileMessageScreen,
});
