import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { idParam, textParam } from '../../routing/search-schemas';
import { PreviewMergeMessageScreen } from '../../features/chat/PreviewMergeMessageScreen';

export const Route = createFileRoute('/_authed/previewMergeMessage/$id')({
  // id: the merged message's clientMsgID; conversationID: where the outermost merged message is stored;
  // via: the merged messages it sits in, outermost first, comma-separated (see merge-path.ts).
  validateSearch: z.object({ conversationID: idParam, via: textParam }),
  component: PreviewMergeMessageScreen,
});
