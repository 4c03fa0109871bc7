import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '../../features/chat/ChatScreen';

export const Route = createFileRoute('/_authed/chat')({
  component: ChatScreen,
});
