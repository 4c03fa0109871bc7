import { createFileRoute } from '@tanstack/react-router';
import { RequireFeature } from '../../features/server-features/RequireFeature';
import { ChangeEmailScreen } from '../../features/profile/ChangeEmailScreen';

export const Route = createFileRoute('/_authed/changeEmail')({
  component: () => (
    <RequireFeature feature="emailChange">
      <ChangeEmailScreen />
    </RequireFeature>
  ),
});
