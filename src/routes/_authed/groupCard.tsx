import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { GroupCardScreen } from '../../features/groups/GroupCardScreen';

export const Route = createFileRoute('/_authed/groupCard')({
  validateSearch: z.object({ groupID: idParam }),
  component: function GroupCardRoute() {
    const { groupID } = Route.useSearch();
    return <GroupCardScreen groupID={groupID} />;
  },
});
