import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam, idParam, textParam } from '../../routing/search-schemas';
import { ChooseUserScreen } from '../../features/contacts/ChooseUserScreen';
import { ForwardScreen } from '../../features/chat/forward/ForwardScreen';

export const Route = createFileRoute('/_authed/chooseUser')({
  // key: where the selection is handed back (chosen-users-atoms.ts); groupID: invite the chosen to that group;
  // forward: pick the chats to forward to (what is forwarded waits in forward-atoms.ts).
  validateSearch: z.object({ key: textParam, groupID: idParam, forward: booleanParam }),
  component: function ChooseUserRoute() {
    const { key, groupID, forward } = Route.useSearch();
    if (forward) return <ForwardScreen />;
    return <ChooseUserScreen resultKey={key ?? 'default'} groupID={groupID} />;
  },
});
