import { createFileRoute } from '@tanstack/react-router';
import { PreviewMergeMessageScreen } from '../../features/chat/PreviewMergeMessageScreen';

export const Route = createFileRoute('/_authed/previewMergeMessage/$id')({
  component: PreviewMergeMessageScreen,
});
