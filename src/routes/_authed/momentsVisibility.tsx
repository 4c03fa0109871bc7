import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import { MomentsVisibilityScreen } from '../../features/moments/MomentsVisibilityScreen';

export const Route = createFileRoute('/_authed/momentsVisibility')({
  component: () => (
    <RequireFeature feature="moments">
      <MomentsVisibilityScreen />
    </RequireFeature>
  ),
});
