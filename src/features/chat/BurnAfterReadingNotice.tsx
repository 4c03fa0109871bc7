import { useLingui } from '@lingui/react/macro';
import type { ConversationItem } from '../../state/sdk-types';
import { burnDurationOf, formatBurnDuration } from './burn-duration';
import './chat-settings.css';

/** Says, in the chat, that burn after reading is on and how long read messages last; nothing when it is off. */
export function BurnAfterReadingNotice({ conversation }: { conversation: ConversationItem }) {
  const { t, i18n } = useLingui();
  if (!conversation.isPrivateChat) return null;
  const duration = formatBurnDuration(burnDurationOf(conversation), i18n.locale);
  return (
    <p className="burn-notice" role="note">
      {t`Burn after reading is on: messages disappear ${duration} after being read.`}
    </p>
  );
}
