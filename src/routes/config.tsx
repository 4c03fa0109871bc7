import { createFileRoute } from '@tanstack/react-router';
import { ConfigScreen } from '../features/profile/ConfigScreen';

export const Route = createFileRoute('/config')({
  component: ConfigScreen,
});
