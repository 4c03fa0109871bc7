import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import { InteractiveMessageScreen } from '../../features/moments/InteractiveMessageScreen';

export const Route = createFileRoute('/_authed/interactiveMessage')({
  component: () => (
    <RequireFeature feature="moments">
      <InteractiveMessageScreen />
    </RequireFeature>
  ),
});
