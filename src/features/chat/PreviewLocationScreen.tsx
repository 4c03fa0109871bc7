import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function PreviewLocationScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Location`} message={t`Open a location message to see it here.`} />;
}
