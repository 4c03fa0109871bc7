import { createFileRoute } from '@tanstack/react-router';
import { MomentsVisibilityScreen } from '../../features/moments/MomentsVisibilityScreen';

export const Route = createFileRoute('/_authed/momentsVisibility')({
  component: MomentsVisibilityScreen,
});
