import { createFileRoute } from '@tanstack/react-router';
import { AppletsSection } from '../../features/admin/applets/AppletsSection';

export const Route = createFileRoute('/admin/applets')({
  component: AppletsSection,
});
