import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GeolocationScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Send location`} message={t`Your position and places nearby will be shown here.`} />;
}
