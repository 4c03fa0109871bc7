import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '../../features/admin/registration/RegistrationScreen';

export const Route = createFileRoute('/admin/registration')({
  component: RegistrationScreen,
});
