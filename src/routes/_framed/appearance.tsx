import { createFileRoute } from '@tanstack/react-router';
import { AppearanceScreen } from '../../features/profile/AppearanceScreen';

export const Route = createFileRoute('/_framed/appearance')({
  component: AppearanceScreen,
});
