import { createFileRoute } from '@tanstack/react-router';
import { ScanScreen } from '../../features/contacts/ScanScreen';

export const Route = createFileRoute('/_authed/scanPage')({
  component: ScanScreen,
});
