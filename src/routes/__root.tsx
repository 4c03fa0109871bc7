import { createRootRoute, Outlet } from '@tanstack/react-router';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { OfflineReadyNotice } from '../pwa/OfflineReadyNotice';
import { NotFoundScreen } from '../ui/NotFoundScreen';
import { ErrorScreen } from '../ui/ErrorScreen';

export const Route = createRootRoute({
  component: () => (
    <>
      <UpdatePrompt />
      <OfflineReadyNotice />
      <Outlet />
    </>
  ),
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});
