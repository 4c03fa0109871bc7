import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SearchMediaMessageScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Pictures and videos`} message={t`No pictures or videos in this conversation yet.`} />;
}
