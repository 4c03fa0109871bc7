import { createFileRoute } from '@tanstack/react-router';
import { PreviewLocationScreen } from '../../features/chat/PreviewLocationScreen';

export const Route = createFileRoute('/_authed/previewLocation')({
  component: PreviewLocationScreen,
});
