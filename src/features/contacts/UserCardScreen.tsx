import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function UserCardScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Profile`} message={t`Open someone's profile from a chat or your contacts.`} />;
}
