import { createFileRoute } from '@tanstack/react-router';
import { CallHistoryScreen } from '../../features/calls/CallHistoryScreen';

export const Route = createFileRoute('/_authed/previewRtcHistory')({
  component: CallHistoryScreen,
});
