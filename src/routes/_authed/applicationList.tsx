import { createFileRoute } from '@tanstack/react-router';
import { ApplicationListScreen } from '../../features/contacts/ApplicationListScreen';

export const Route = createFileRoute('/_authed/applicationList')({
  component: ApplicationListScreen,
});
