import { createFileRoute } from '@tanstack/react-router';
import { NotifyMessageListScreen } from '../../features/conversations/NotifyMessageListScreen';

export const Route = createFileRoute('/_authed/notifyMessageList')({
  component: NotifyMessageListScreen,
});
