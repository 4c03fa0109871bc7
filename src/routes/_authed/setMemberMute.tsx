import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { SetMemberMuteScreen } from '../../features/groups/SetMemberMuteScreen';

export const Route = createFileRoute('/_authed/setMemberMute')({
  validateSearch: z.object({ groupID: idParam, userID: idParam }),
  component: function SetMemberMuteRoute() {
    const { groupID, userID } = Route.useSearch();
    return <SetMemberMuteScreen groupID={groupID} userID={userID} />;
  },
});
