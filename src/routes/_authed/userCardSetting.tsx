import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { UserCardSettingScreen } from '../../features/contacts/UserCardSettingScreen';

export const Route = createFileRoute('/_authed/userCardSetting')({
  validateSearch: z.object({ userID: idParam }),
  component: function UserCardSettingRoute() {
    const { userID } = Route.useSearch();
    return <UserCardSettingScreen userID={userID} />;
  },
});
