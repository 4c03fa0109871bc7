import { createFileRoute } from '@tanstack/react-router';
import { ConversationListScreen } from '../../../features/conversations/ConversationListScreen';

export const Route = createFileRoute('/_authed/_tabs/conversation')({
  component: ConversationListScreen,
});
