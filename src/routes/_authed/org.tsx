import { createFileRoute } from '@tanstack/react-router';
import { OrganizationScreen } from '../../features/org/OrganizationScreen';

export const Route = createFileRoute('/_authed/org')({
  component: OrganizationScreen,
});
