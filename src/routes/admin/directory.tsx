import { createFileRoute } from '@tanstack/react-router';
import { DirectorySection } from '../../features/admin/directory/DirectorySection';

export const Route = createFileRoute('/admin/directory')({
  component: DirectorySection,
});
