import { createFileRoute } from '@tanstack/react-router';
import { LanguageScreen } from '../../features/profile/LanguageScreen';

export const Route = createFileRoute('/_framed/language')({
  component: LanguageScreen,
});
