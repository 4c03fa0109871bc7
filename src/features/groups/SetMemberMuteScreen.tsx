import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SetMemberMuteScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Mute member`} message={t`Pick a group member to mute.`} />;
}
