import { createFileRoute } from '@tanstack/react-router';
import { GroupMessageReadScreen } from '../../features/chat/GroupMessageReadScreen';

export const Route = createFileRoute('/_authed/groupMessageRead')({
  component: GroupMessageReadScreen,
});
