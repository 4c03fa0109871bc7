import { createFileRoute } from '@tanstack/react-router';
import { DesignatedMomentsScreen } from '../../features/moments/DesignatedMomentsScreen';

export const Route = createFileRoute('/_authed/designatedMoments')({
  component: DesignatedMomentsScreen,
});
