import { createFileRoute } from '@tanstack/react-router';
import { GlobalSearchScreen } from '../../features/chat/GlobalSearchScreen';

export const Route = createFileRoute('/_authed/globalSearch')({
  component: GlobalSearchScreen,
});
