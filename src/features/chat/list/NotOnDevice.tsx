import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { connectionStateAtom } from '../../../state/connection/connection-atoms';
import { openHistoryLoadedAtom, openMessagesAtom } from '../../../state/messages/message-atoms';

/**
 * Offline (or with the server away), a chat whose messages were never stored here says so, instead of a blank page.
 * When the connection returns the chat reloads by itself and this goes away.
 */
export function NotOnDevice() {
  const { t } = useLingui();
  const loaded = useAtomValue(openHistoryLoadedAtom);
  const empty = useAtomValue(openMessagesAtom).length === 0;
  const online = useAtomValue(connectionStateAtom) === 'online';
  if (!loaded || !empty || online) return null;
  return (
    <p className="empty-state" role="status">
      {t`This chat's messages are not on this device yet`}
    </p>
  );
}
