import { createFileRoute } from '@tanstack/react-router';
import { TabFrame } from '../../app/TabFrame';

export const Route = createFileRoute('/_authed/_tabs')({
  component: TabFrame,
});
