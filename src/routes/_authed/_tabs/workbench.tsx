import { createFileRoute } from '@tanstack/react-router';
import { WorkbenchScreen } from '../../../features/workbench/WorkbenchScreen';

export const Route = createFileRoute('/_authed/_tabs/workbench')({
  component: WorkbenchScreen,
});
