import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam, textParam } from '../../app/search-schemas';
import { ChooseUserScreen } from '../../features/contacts/ChooseUserScreen';

export const Route = createFileRoute('/_authed/chooseUser')({
  // key: where the selection is handed back (chosen-users-atoms.ts); groupID: invite the chosen to that group.
  validateSearch: z.object({ key: textParam, groupID: idParam }),
  component: function ChooseUserRoute() {
    const { key, groupID } = Route.useSearch();
    return <ChooseUserScreen resultKey={key ?? 'default'} groupID={groupID} />;
  },
});
