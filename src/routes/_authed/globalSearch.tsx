import { createFileRoute } from '@tanstack/react-router';
import { GlobalSearchScreen } from '../../features/search/GlobalSearchScreen';

export const Route = createFileRoute('/_authed/globalSearch')({
  component: GlobalSearchScreen,
});
