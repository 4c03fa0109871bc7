import { createFileRoute } from '@tanstack/react-router';
import { ContactAddScreen } from '../../features/contacts/ContactAddScreen';

export const Route = createFileRoute('/_authed/contactAdd')({
  component: ContactAddScreen,
});
