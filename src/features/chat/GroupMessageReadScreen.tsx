import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function GroupMessageReadScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Read by`} message={t`Open a group message you sent to see who has read it.`} />;
}
