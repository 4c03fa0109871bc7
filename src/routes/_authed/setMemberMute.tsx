import { createFileRoute } from '@tanstack/react-router';
import { SetMemberMuteScreen } from '../../features/groups/SetMemberMuteScreen';

export const Route = createFileRoute('/_authed/setMemberMute')({
  component: SetMemberMuteScreen,
});
