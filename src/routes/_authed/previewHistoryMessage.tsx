import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam } from '../../routing/search-schemas';
import { PreviewHistoryMessageScreen } from '../../features/chat/PreviewHistoryMessageScreen';

export const Route = createFileRoute('/_authed/previewHistoryMessage')({
  validateSearch: z.object({ conversationID: idParam, clientMsgID: idParam }),
  component: PreviewHistoryMessageScreen,
});
