import { createFileRoute } from '@tanstack/react-router';
import { ConfigScreen } from '../../features/profile/ConfigScreen';

export const Route = createFileRoute('/_framed/config')({
  component: ConfigScreen,
});
