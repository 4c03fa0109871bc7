import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../../features/profile/AboutScreen';

export const Route = createFileRoute('/_framed/about')({
  component: AboutScreen,
});
