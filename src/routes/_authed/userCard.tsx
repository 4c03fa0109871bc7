import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../app/search-schemas';
import { UserCardScreen } from '../../features/contacts/UserCardScreen';

export const Route = createFileRoute('/_authed/userCard')({
  validateSearch: z.object({ userID: idParam }),
  component: UserCardScreen,
});
