import { createFileRoute } from '@tanstack/react-router';
import { MomentsScreen } from '../../features/moments/MomentsScreen';

export const Route = createFileRoute('/_authed/moments')({
  component: MomentsScreen,
});
