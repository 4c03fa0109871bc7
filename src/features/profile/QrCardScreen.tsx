import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function QrCardScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`QR code`} message={t`Your QR card will be shown here.`} />;
}
