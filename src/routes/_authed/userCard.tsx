import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { UserCardScreen } from '../../features/contacts/UserCardScreen';

export const Route = createFileRoute('/_authed/userCard')({
  // groupID: the group chat the card was opened from, whose permissions then apply.
  validateSearch: z.object({ userID: idParam, groupID: idParam }),
  component: function UserCardRoute() {
    const { userID, groupID } = Route.useSearch();
    return <UserCardScreen userID={userID} groupID={groupID} />;
  },
});
