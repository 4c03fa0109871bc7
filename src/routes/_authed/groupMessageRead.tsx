import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { GroupMessageReadScreen } from '../../features/chat/GroupMessageReadScreen';

export const Route = createFileRoute('/_authed/groupMessageRead')({
  validateSearch: z.object({ conversationID: idParam, clientMsgID: idParam }),
  component: GroupMessageReadScreen,
});
