import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function ConversationListScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Messages`} message={t`No conversations yet.`} showBack={false} />;
}
