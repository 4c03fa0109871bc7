import { createFileRoute } from '@tanstack/react-router';
import { GeolocationScreen } from '../../features/chat/GeolocationScreen';

export const Route = createFileRoute('/_authed/geolacationPage')({
  component: GeolocationScreen,
});
