import { createFileRoute } from '@tanstack/react-router';
import { PreviewHistoryMessageScreen } from '../../features/chat/PreviewHistoryMessageScreen';

export const Route = createFileRoute('/_authed/previewHistoryMessage')({
  component: PreviewHistoryMessageScreen,
});
