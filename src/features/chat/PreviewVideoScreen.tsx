import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function PreviewVideoScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Video`} message={t`Open a video message to play it here.`} />;
}
