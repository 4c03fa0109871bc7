import { createFileRoute } from '@tanstack/react-router';
import { NewMeetingScreen } from '../../features/meetings/NewMeetingScreen';

export const Route = createFileRoute('/_authed/newMeeting')({
  component: NewMeetingScreen,
});
