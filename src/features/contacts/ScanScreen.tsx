import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ScanScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Scan QR code`} message={t`Point your camera at a Parley QR code.`} />;
}
