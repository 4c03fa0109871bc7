import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { objectOrNullParam } from '../../routing/search-schemas';
import { ChangeNameOrRemarkScreen } from '../../features/profile/ChangeNameOrRemarkScreen';

export const Route = createFileRoute('/_authed/changeNameOrRemark')({
  validateSearch: z.object({
    friendInfo: objectOrNullParam,
  }),
  component: function ChangeNameOrRemarkRoute() {
    const { friendInfo } = Route.useSearch();
    return <ChangeNameOrRemarkScreen friendInfo={friendInfo} />;
  },
});
