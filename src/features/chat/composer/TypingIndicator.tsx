import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { typingPeersAtom } from '../../../state/chat/typing-atoms';

/** "Typing…" while the peer of a single chat is typing; for the chat header. */
export function TypingIndicator({ conversationID }: { conversationID: string }) {
  const { t } = useLingui();
  const typing = Boolean(useAtomValue(typingPeersAtom)[conversationID]);
  return typing ? (
    <span className="typing-indicator" role="status">
      {t`Typing…`}
    </span>
  ) : null;
}
