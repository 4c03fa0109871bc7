import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../../features/auth/TermsScreen';

export const Route = createFileRoute('/_framed/terms')({
  component: TermsScreen,
});
