import { createFileRoute } from '@tanstack/react-router';
import { ServerScreen } from '../../features/admin/server/ServerScreen';

export const Route = createFileRoute('/admin/server')({
  component: ServerScreen,
});
