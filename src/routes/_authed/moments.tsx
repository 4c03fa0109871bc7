import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import { MomentsScreen } from '../../features/moments/MomentsScreen';

export const Route = createFileRoute('/_authed/moments')({
  component: () => (
    <RequireFeature feature="moments">
      <MomentsScreen />
    </RequireFeature>
  ),
});
