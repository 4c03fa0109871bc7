import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { UserCardDetailsScreen } from '../../features/contacts/UserCardDetailsScreen';

export const Route = createFileRoute('/_authed/userCardDetails')({
  validateSearch: z.object({ userID: idParam }),
  component: function UserCardDetailsRoute() {
    const { userID } = Route.useSearch();
    return <UserCardDetailsScreen userID={userID} />;
  },
});
