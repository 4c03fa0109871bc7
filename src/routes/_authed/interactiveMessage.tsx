import { createFileRoute } from '@tanstack/react-router';
import { InteractiveMessageScreen } from '../../features/moments/InteractiveMessageScreen';

export const Route = createFileRoute('/_authed/interactiveMessage')({
  component: InteractiveMessageScreen,
});
