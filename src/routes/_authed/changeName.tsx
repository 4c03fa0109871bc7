import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { objectParam } from '../../routing/search-schemas';
import { ChangeNameScreen } from '../../features/groups/ChangeNameScreen';

export const Route = createFileRoute('/_authed/changeName')({
  // originData: {type: 'group' | 'groupNickname', groupID, name} (change-name-target.ts).
  validateSearch: z.object({
    originData: objectParam,
  }),
  component: function ChangeNameRoute() {
    const { originData } = Route.useSearch();
    return <ChangeNameScreen originData={originData} />;
  },
});
