import { createFileRoute } from '@tanstack/react-router';
import { ChooseUserScreen } from '../../features/contacts/ChooseUserScreen';

export const Route = createFileRoute('/_authed/chooseUser')({
  component: ChooseUserScreen,
});
