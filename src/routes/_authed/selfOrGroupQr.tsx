import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { booleanParam, idParam } from '../../routing/search-schemas';
import { QrCardScreen } from '../../features/profile/QrCardScreen';

export const Route = createFileRoute('/_authed/selfOrGroupQr')({
  validateSearch: z.object({
    isGroup: booleanParam,
    groupID: idParam,
  }),
  component: function QrCardRoute() {
    const { isGroup, groupID } = Route.useSearch();
    return <QrCardScreen groupID={isGroup ? groupID : undefined} isGroup={isGroup} />;
  },
});
